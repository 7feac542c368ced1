package org.mwbench.platform.event;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Writes a blade's {@code action} file. While the run goes on, a thread of its own keeps the
 * events in a binary {@link ActionSpool} beside the file ({@link #spoolOf}), so that formatting
 * and disk I/O stay off the measured threads and cost the machine little; at {@link #close} the
 * spool becomes the file's CSV rows ({@link ActionSpoolConverter}, with {@link ActionRowEncoder}),
 * and is deleted. Until then the file holds its header only. A spool left by an agent that was
 * killed stays beside its file, and {@code ActionFileReader} reads it there. Recording threads
 * hand over full buffers and get recycled empty ones back; a buffer is only allocated when the
 * pool runs dry.
 *
 * <p>A hand-over never wakes the writer: the writer looks at its queue on a timer
 * ({@link #IDLE_PARK_NANOS}) and drains what it finds. Waking it per buffer (a blocking
 * {@code poll} on the queue, as this class did) cost the recording thread a futex wake-up every
 * 1024 calls, and on a busy 2-core machine the woken writer often took that thread's core at
 * once: with every event stored, a quarter of the recording thread's wall time was spent there,
 * while the writer itself sat idle half the time. The writer is still woken when its queue is
 * half full, and a recording thread that finds it full wakes it before waiting.
 */
public final class ActionLogWriter implements ActionSink, AutoCloseable {
    /**
     * The action file's columns. {@code schedule_delay_ns} is the call's iteration delay as
     * {@link OpenModel} defines it (how late the call's iteration began; by that definition
     * also how late the call began), -1 for calls that had no intended start (closed model);
     * the column keeps its name so that stored runs stay readable. {@code comment} is last
     * because it is free text.
     */
    public static final String HEADER =
            "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment";

    private final Path file;
    private final ActionSpool spool;
    /** Run by the writer before it stores each buffer: tests hold the writer back with it. */
    private final Runnable beforeEachBuffer;
    /**
     * Full buffers waiting for the writer: about 14 MB. When the writer cannot keep up, a
     * recording thread waits here rather than memory growing without bound or events being
     * dropped; its calls are already timed, so only the throughput pays. {@link #onBackpressure}
     * is told, once, so the user learns to keep histograms only at such rates.
     */
    static final int MAX_PENDING_BUFFERS = 256;

    /**
     * How long an idle writer sleeps before it looks at its queue again: at 10 million calls a
     * second, 10 buffers arrive meanwhile, far below {@link #MAX_PENDING_BUFFERS}.
     */
    static final long IDLE_PARK_NANOS = 1_000_000;

    private final LinkedBlockingQueue<ActionEventBuffer> filled = new LinkedBlockingQueue<>(MAX_PENDING_BUFFERS);
    private final Runnable onBackpressure;
    private final java.util.concurrent.atomic.AtomicBoolean backpressureReported = new java.util.concurrent.atomic.AtomicBoolean();
    private final ConcurrentLinkedQueue<ActionEventBuffer> empty = new ConcurrentLinkedQueue<>();
    private final AtomicLong written = new AtomicLong();
    private final Thread thread;
    private volatile boolean closing;
    private boolean spoolClosed;
    private boolean rowsWritten;
    private volatile IOException failure;

    /** @param onBackpressure run once, the first time a recording thread has to wait for the writer */
    public ActionLogWriter(Path file, ActionTypes types, String threadName, Runnable onBackpressure) throws IOException {
        this(file, types, threadName, onBackpressure, () -> { });
    }

    ActionLogWriter(Path file, ActionTypes types, String threadName, Runnable onBackpressure, Runnable beforeEachBuffer)
            throws IOException {
        this.file = file;
        this.onBackpressure = onBackpressure;
        this.beforeEachBuffer = beforeEachBuffer;
        // A file read while the run goes on (or after a crash) always has its header.
        Files.write(file, (HEADER + "\n").getBytes(StandardCharsets.US_ASCII));
        this.spool = new ActionSpool(spoolOf(file), types);
        this.thread = new Thread(this::drain, threadName);
        thread.setDaemon(true);
        thread.start();
    }

    /** Where the events of the action file {@code action} are kept until it is closed. */
    public static Path spoolOf(Path action) {
        return action.resolveSibling(action.getFileName() + ".spool");
    }

    @Override
    public ActionEventBuffer exchange(ActionEventBuffer events) {
        if (events != null && events.size > 0) {
            hand(events);
        } else if (events != null) {
            empty.add(events);
        }
        ActionEventBuffer next = empty.poll();
        return next != null ? next : new ActionEventBuffer();
    }

    @Override
    public void release(ActionEventBuffer last) {
        if (last.size > 0) {
            hand(last);
        }
    }

    private void hand(ActionEventBuffer events) {
        // offer signals no one: the writer never waits on the queue itself, it parks.
        if (filled.offer(events)) {
            if (filled.remainingCapacity() < MAX_PENDING_BUFFERS / 2) {
                LockSupport.unpark(thread); // many threads filling fast: do not leave it to the timer
            }
            return;
        }
        if (backpressureReported.compareAndSet(false, true)) {
            onBackpressure.run();
        }
        LockSupport.unpark(thread);
        boolean interrupted = false;
        while (true) {
            try {
                filled.put(events);
                break;
            } catch (InterruptedException e) {
                interrupted = true; // never lose measured events: wait on, and pass the interrupt on after
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Events written to the file so far. */
    public long written() {
        return written.get();
    }

    private void drain() {
        try {
            boolean unflushed = false;
            while (true) {
                boolean last = closing; // read before the queue: a buffer handed before close is then seen
                ActionEventBuffer events = filled.poll();
                if (events != null) {
                    beforeEachBuffer.run();
                    spool.append(events);
                    written.addAndGet(events.size);
                    events.clear();
                    empty.add(events);
                    unflushed = true;
                    continue;
                }
                if (unflushed) {
                    // Keep the file close to what was measured, so an agent that dies keeps most of it.
                    spool.flush();
                    unflushed = false;
                }
                if (last) {
                    return;
                }
                LockSupport.parkNanos(this, IDLE_PARK_NANOS);
                Thread.interrupted(); // only close ends the writer: an interrupt would make park return at once, forever
            }
        } catch (IOException e) {
            failure = e;
        }
    }

    /** {@link #stopWriting}, then {@link #writeRows}. */
    @Override
    public void close() throws IOException {
        stopWriting();
        writeRows();
    }

    /**
     * Stores everything handed over so far in the spool and closes it: as long as the writer
     * takes to drain its queue, at most {@link #MAX_PENDING_BUFFERS} buffers.
     */
    public void stopWriting() throws IOException {
        if (spoolClosed) {
            return;
        }
        closing = true;
        LockSupport.unpark(thread);
        try {
            thread.join(TimeUnit.SECONDS.toMillis(60));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thread.isAlive()) {
            throw new IOException("the action writer did not finish within 60 s");
        }
        spoolClosed = true;
        spool.close();
        if (failure != null) {
            throw new UncheckedIOException("writing the action spool failed", failure);
        }
    }

    /**
     * Writes the file's rows from the spool and deletes it, after {@link #stopWriting}: as long as
     * formatting every row takes (about 90 ns a row), so its caller holds no lock others wait on.
     */
    public void writeRows() throws IOException {
        if (!spoolClosed) {
            throw new IllegalStateException("writeRows before stopWriting");
        }
        if (rowsWritten) {
            return;
        }
        rowsWritten = true;
        ActionSpoolConverter.convert(spoolOf(file), file);
    }
}
