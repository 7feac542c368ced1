package org.mwbench.bench.footprint;

/**
 * One process's footprint at one moment. A figure a process does not have (the heap, Java
 * threads and classes of a native server) is {@link #NONE}.
 *
 * @param residentBytes  resident memory, {@code /proc/PID/status} VmRSS
 * @param heapBytes      heap in use right after a full GC: the live heap
 * @param threads        the process's threads, {@code /proc/PID/status}: a JVM's GC and compiler
 *                       threads too, so that a JVM and a native server are counted alike
 * @param javaThreads    live Java threads
 * @param classes        classes loaded
 * @param metaspaceBytes class metadata in use
 * @param sockets        sockets open (listening ones included)
 */
public record Footprint(long residentBytes, long heapBytes, int threads, int javaThreads, int classes,
                        long metaspaceBytes, int sockets) {
    /** The value of a figure the process does not have. */
    public static final int NONE = -1;

    /** A native process: /proc's figures only. */
    public static Footprint ofNative(ProcessStatus status, int sockets) {
        return new Footprint(status.residentBytes(), NONE, status.threads(), NONE, NONE, NONE, sockets);
    }

    /** A JVM: /proc's figures and its own. */
    public static Footprint ofJvm(ProcessStatus status, long heapBytes, int javaThreads, int classes,
                                  long metaspaceBytes, int sockets) {
        return new Footprint(status.residentBytes(), heapBytes, status.threads(), javaThreads, classes, metaspaceBytes,
                sockets);
    }

    /** The figures as a line of whole numbers, for the client JVM's answers. */
    String toLine() {
        return residentBytes + " " + heapBytes + " " + threads + " " + javaThreads + " " + classes + " " + metaspaceBytes
                + " " + sockets;
    }

    /** The reverse of {@link #toLine()}. */
    static Footprint fromLine(String line) {
        String[] parts = line.strip().split(" ");
        if (parts.length != 7) {
            throw new IllegalArgumentException("expected 7 figures, got '" + line + "'");
        }
        return new Footprint(Long.parseLong(parts[0]), Long.parseLong(parts[1]), Integer.parseInt(parts[2]),
                Integer.parseInt(parts[3]), Integer.parseInt(parts[4]), Long.parseLong(parts[5]), Integer.parseInt(parts[6]));
    }

    /**
     * What {@code connections} connections added to a process, from its footprint before them
     * to this one, per connection.
     */
    public PerConnection perConnection(Footprint before, int connections) {
        return new PerConnection(connections, per(residentBytes, before.residentBytes, connections),
                per(heapBytes, before.heapBytes, connections), per(threads, before.threads, connections),
                per(classes, before.classes, connections), per(sockets, before.sockets, connections));
    }

    private static double per(long after, long before, int connections) {
        return after == NONE || before == NONE ? Double.NaN : (double) (after - before) / connections;
    }

    /**
     * A footprint's growth per connection, after {@code connections} were opened: a figure the
     * process does not have is NaN.
     */
    public record PerConnection(int connections, double residentBytes, double heapBytes, double threads,
                                double classes, double sockets) {
    }
}
