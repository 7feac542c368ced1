package org.mwbench.bench.gatling;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import org.mwbench.platform.blade.Durations;

/**
 * The figures of {@code mwbench bench gatling}: a row per tool and round, then, from the medians of
 * each tool's rounds, where each one wins. A latency difference within Gatling's resolution (1 ms)
 * wins nothing: Gatling cannot tell it; nor does any latency where calls failed.
 */
public final class SideBySideTable {
    /** Calls/s within 1% of each other tie: with a think time both reach about the ideal, and the rest is noise. */
    private static final double RATE_TIE = 0.01;
    /** CPU and memory within 5% of each other tie: round to round, one tool's figures move that much here. */
    private static final double COST_TIE = 0.05;
    /**
     * Failed calls, as a share of a run's, below which its latencies are still compared: at 0.1%
     * they can move p99.9 by one rank at most, and a run of 100,000 calls with a few connections
     * closed under it is still a fair comparison.
     */
    private static final double FAILED_SHARE_COMPARED = 0.001;

    private SideBySideTable() {
    }

    public static void print(PrintWriter out, SideBySide.Settings settings, List<SideBySide.Row> rows) {
        out.printf(Locale.ROOT, "%-8s %5s %10s %8s %10s %7s %12s %10s %10s %10s %10s %10s %10s%n", "tool", "round",
                "calls", "calls/s", "% ideal", "errors", "CPU us/call", "peak RSS", "p50", "p90", "p99", "p99.9", "max");
        for (SideBySide.Row row : rows) {
            out.printf(Locale.ROOT, "%-8s %5d %,10d %,8.0f %9.1f%% %7d %12s %10s %10s %10s %10s %10s %10s%n", row.tool(),
                    row.round(), row.calls(), row.callsPerSecond(), 100 * row.callsPerSecond() / settings.idealPerSecond(),
                    row.errors(), row.cpuNanosPerCall() < 0 ? "-" : String.format(Locale.ROOT, "%.1f", row.cpuNanosPerCall() / 1e3),
                    row.peakResidentBytes() < 0 ? "-" : String.format(Locale.ROOT, "%.0f MiB", row.peakResidentBytes() / 1048576.0),
                    latency(row, row.p50Nanos()), latency(row, row.p90Nanos()), latency(row, row.p99Nanos()),
                    latency(row, row.p999Nanos()), latency(row, row.maxNanos()));
        }
        for (SideBySide.Row row : rows) {
            for (String kind : row.errorKinds()) {
                out.printf(Locale.ROOT, "  %s round %d failed: %s%n", row.tool(), row.round(), kind);
            }
        }
        out.printf(Locale.ROOT, "ideal: %,.0f calls/s (%d users over a mean think time of %s); mwbench's latencies in ns "
                        + "from its stored events, Gatling's in whole ms from its report (js/stats.js)%n",
                settings.idealPerSecond(), settings.users(),
                Durations.format((settings.thinkMin().toNanos() + settings.thinkMax().toNanos()) / 2.0));
        for (String line : verdict(rows)) {
            out.println(line);
        }
        out.flush();
    }

    /** Where each tool wins, from the medians of its rounds: one line per figure, then a summary line. */
    static List<String> verdict(List<SideBySide.Row> rows) {
        List<SideBySide.Row> mwbench = rows.stream().filter(row -> row.tool().equals(SideBySide.MWBENCH)).toList();
        List<SideBySide.Row> gatling = rows.stream().filter(row -> row.tool().equals(SideBySide.GATLING)).toList();
        List<String> lines = new ArrayList<>();
        if (mwbench.isEmpty() || gatling.isEmpty()) {
            return lines;
        }
        List<String> mwbenchWins = new ArrayList<>();
        List<String> gatlingWins = new ArrayList<>();
        double mwbenchRate = median(mwbench, SideBySide.Row::callsPerSecond);
        double gatlingRate = median(gatling, SideBySide.Row::callsPerSecond);
        compare(lines, mwbenchWins, gatlingWins, "calls/s", mwbenchRate, gatlingRate, true,
                RATE_TIE * Math.max(mwbenchRate, gatlingRate), "%,.0f");
        double mwbenchCpu = median(mwbench, SideBySide.Row::cpuNanosPerCall) / 1e3;
        double gatlingCpu = median(gatling, SideBySide.Row::cpuNanosPerCall) / 1e3;
        compare(lines, mwbenchWins, gatlingWins, "CPU per call", mwbenchCpu, gatlingCpu, false,
                COST_TIE * Math.max(mwbenchCpu, gatlingCpu), "%.1f us");
        double mwbenchRss = median(mwbench, row -> row.peakResidentBytes() / 1048576.0);
        double gatlingRss = median(gatling, row -> row.peakResidentBytes() / 1048576.0);
        compare(lines, mwbenchWins, gatlingWins, "peak RSS", mwbenchRss, gatlingRss, false,
                COST_TIE * Math.max(mwbenchRss, gatlingRss), "%.0f MiB");
        boolean failures = rows.stream().anyMatch(row -> row.errors() > FAILED_SHARE_COMPARED * row.calls());
        latencies(lines, mwbenchWins, gatlingWins, failures, "p50", median(mwbench, row -> row.p50Nanos() / 1e6),
                median(gatling, row -> row.p50Nanos() / 1e6));
        latencies(lines, mwbenchWins, gatlingWins, failures, "p99", median(mwbench, row -> row.p99Nanos() / 1e6),
                median(gatling, row -> row.p99Nanos() / 1e6));
        latencies(lines, mwbenchWins, gatlingWins, failures, "p99.9", median(mwbench, row -> row.p999Nanos() / 1e6),
                median(gatling, row -> row.p999Nanos() / 1e6));
        lines.add("wins, from these figures: mwbench " + (mwbenchWins.isEmpty() ? "none" : String.join(", ", mwbenchWins))
                + "; Gatling " + (gatlingWins.isEmpty() ? "none" : String.join(", ", gatlingWins))
                + "; only mwbench stores every call's event, Gatling's latencies are whole ms"
                + (rows.stream().anyMatch(row -> row.errors() > 0) ? "; ERRORS in some run: see the rows" : ""));
        return lines;
    }

    /**
     * A latency percentile's medians, compared only where (almost) every call of both tools succeeded: a tool
     * whose calls fail fast (refused, reset) looks faster for it, and one whose calls fail slowly
     * looks slower, so with more than {@link #FAILED_SHARE_COMPARED} of a run's calls failed on either
     * side the figures are printed and nobody wins them.
     */
    private static void latencies(List<String> lines, List<String> mwbenchWins, List<String> gatlingWins,
                                  boolean failures, String figure, double mwbench, double gatling) {
        if (!failures) {
            compare(lines, mwbenchWins, gatlingWins, figure, mwbench, gatling, false, 1, "%.2f ms");
            return;
        }
        lines.add(String.format(Locale.ROOT, "%-13s mwbench %.2f ms, Gatling %.2f ms: not compared, calls failed",
                figure + ":", mwbench, gatling));
    }

    /**
     * One figure's medians side by side and who wins it: the better by more than {@code tie}, in the
     * figure's unit (1 ms for latencies, Gatling's resolution; a share of the larger for the others),
     * else a tie.
     */
    private static void compare(List<String> lines, List<String> mwbenchWins, List<String> gatlingWins, String figure,
                                double mwbench, double gatling, boolean higherWins, double tie, String format) {
        if (mwbench < 0 || gatling < 0) {
            lines.add(String.format(Locale.ROOT, "%-13s not measured", figure + ":"));
            return;
        }
        double better = higherWins ? mwbench - gatling : gatling - mwbench; // > 0: mwbench's is better
        String who;
        if (Math.abs(better) <= tie || mwbench == gatling) {
            who = "a tie" + (format.endsWith("ms") ? " (within Gatling's 1 ms)" : "");
        } else if (better > 0) {
            who = "mwbench wins";
            mwbenchWins.add(figure);
        } else {
            who = "Gatling wins";
            gatlingWins.add(figure);
        }
        lines.add(String.format(Locale.ROOT, "%-13s mwbench " + format + ", Gatling " + format + ": %s", figure + ":",
                mwbench, gatling, who));
    }

    /** The median of the rounds; of an even number, the mean of the middle two, so that 2 rounds favour neither. */
    static double median(List<SideBySide.Row> rows, ToDoubleFunction<SideBySide.Row> figure) {
        double[] values = rows.stream().mapToDouble(figure).sorted().toArray();
        int middle = values.length / 2;
        return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
    }

    private static String latency(SideBySide.Row row, long nanos) {
        return row.resolutionNanos() >= 1_000_000 ? nanos / 1_000_000 + " ms" : Durations.format(nanos);
    }
}
