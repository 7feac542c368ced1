package org.mwbench.platform.event;

/**
 * A batch of action events stored column by column in primitive arrays, so that
 * recording an event allocates nothing and a full batch is handed to the writer thread
 * in one step. Owned by one recording thread while it fills, then by the writer.
 */
public final class ActionEventBuffer {
    /**
     * Events per buffer. Each recording thread holds one buffer, so this bounds the memory
     * of 1000 virtual users ({@link #BYTES}: 51 MB at 1000 threads) as much as it
     * sets how often the writer is woken (once per 1024 calls).
     */
    public static final int CAPACITY = 1024;

    /**
     * An event's bytes in the arrays: four longs, three ints, two booleans and a reference
     * (compressed, 4 bytes, below 32 GB of heap). The comment it points to, shared or null in
     * most rows, is not counted.
     */
    public static final int BYTES_PER_EVENT = 4 * Long.BYTES + 3 * Integer.BYTES + 2 + 4;

    /** A buffer's heap, its ten arrays' headers left out: what each recording thread holds. */
    public static final int BYTES = CAPACITY * BYTES_PER_EVENT;

    final long[] date = new long[CAPACITY];
    final int[] session = new int[CAPACITY];
    final int[] type = new int[CAPACITY];
    final int[] iteration = new int[CAPACITY];
    final boolean[] success = new boolean[CAPACITY];
    final long[] duration = new long[CAPACITY];
    /** {@link OpenModel}'s iteration delay, stored in the {@code schedule_delay_ns} column. */
    final long[] iterationDelay = new long[CAPACITY];
    final boolean[] warmup = new boolean[CAPACITY];
    final long[] result = new long[CAPACITY];
    final String[] comment = new String[CAPACITY];
    int size;

    public int size() {
        return size;
    }

    public boolean isFull() {
        return size == CAPACITY;
    }

    void clear() {
        java.util.Arrays.fill(comment, 0, size, null);
        size = 0;
    }
}
