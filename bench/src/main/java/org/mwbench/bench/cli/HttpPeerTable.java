package org.mwbench.bench.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.mwbench.bench.HttpPeers;

/**
 * The table of {@code mwbench bench http}: per thread count, each row's calls/s and median with
 * their ratios to the fastest row (ratios written "×0.85"), the client library, a peer tool's own
 * median in its own resolution, and errors; then how the default {@code http-json} row stands
 * against the faster of JMeter and the bare floor at one thread (the goal: within 10%).
 */
final class HttpPeerTable {
    private static final String DEFAULT_ROW = "http-json";
    private static final String FLOOR_ROW = "http-floor";
    private static final String JMETER_ROW = "jmeter";

    private HttpPeerTable() {
    }

    static void print(PrintWriter out, List<HttpPeers.Row> rows) {
        out.printf("%n%7s  %-18s %-52s %10s %8s %11s %8s %14s %7s%n", "threads", "row", "client library", "calls/s",
                "×fastest", "median µs", "×fastest", "tool's median", "errors");
        for (int threads : new TreeSet<>(rows.stream().map(HttpPeers.Row::threads).toList())) {
            List<HttpPeers.Row> group = rows.stream().filter(row -> row.threads() == threads).toList();
            double fastestRate = group.stream().mapToDouble(HttpPeers.Row::callsPerSecond).max().orElse(1);
            long fastestMedian = group.stream().mapToLong(HttpPeers.Row::medianNanos).filter(m -> m > 0).min().orElse(1);
            for (HttpPeers.Row row : group) {
                String toolMedian = row.peer() && row.toolLatency().getTotalCount() > 0
                        ? row.toolLatency().getValueAtPercentile(50) / 1_000_000 + " ms (" + row.toolResolution() + ")" : "";
                out.printf("%7d  %-18s %-52s %,10.0f %8s %11.1f %8s %14s %7d%n", row.threads(), row.name(), row.library(),
                        row.callsPerSecond(), ratio(row.callsPerSecond() / fastestRate), row.medianNanos() / 1000.0,
                        ratio((double) row.medianNanos() / fastestMedian), toolMedian, row.errors());
                if (row.firstError() != null) {
                    out.printf("%9s first error: %s%n", "", row.firstError());
                }
            }
        }
        out.println();
        out.println("calls/s and medians are mwbench's, timed around each call (nanoTime, HdrHistogram), the peer tool's too;");
        out.println("JMeter reports whole milliseconds only: its own median is the 'tool's median' column.");
        goal(out, rows);
        out.printf("load average at the end: %.2f%n", java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage());
        out.flush();
    }

    /** The default row against the faster of JMeter and the floor, at one thread. */
    private static void goal(PrintWriter out, List<HttpPeers.Row> rows) {
        Optional<HttpPeers.Row> defaultRow = find(rows, DEFAULT_ROW);
        Optional<HttpPeers.Row> reference = rows.stream().filter(row -> row.threads() == 1)
                .filter(row -> row.name().equals(FLOOR_ROW) || row.name().equals(JMETER_ROW))
                .max(java.util.Comparator.comparingDouble(HttpPeers.Row::callsPerSecond));
        if (defaultRow.isEmpty() || reference.isEmpty()) {
            return;
        }
        double share = defaultRow.get().callsPerSecond() / reference.get().callsPerSecond();
        double medianRatio = (double) defaultRow.get().medianNanos() / Math.max(1, reference.get().medianNanos());
        out.printf("default row %s (%s) at 1 thread, against %s, the faster of JMeter and the floor: calls/s %s, median %s "
                        + "(goal: within 10%%: calls/s %s, median %s)%n", DEFAULT_ROW, defaultRow.get().library(),
                reference.get().name(), ratio(share), ratio(medianRatio), share >= 0.9 ? "met" : "not met",
                medianRatio <= 1.1 ? "met" : "not met");
    }

    private static Optional<HttpPeers.Row> find(List<HttpPeers.Row> rows, String name) {
        return rows.stream().filter(row -> row.threads() == 1 && row.name().equals(name)).findFirst();
    }

    private static String ratio(double value) {
        return String.format("×%.2f", value);
    }
}
