package org.mwbench.console.web.live;

import java.util.List;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalSummary;

/**
 * What one poll of the agents brought: the live summaries and gauge readings since the
 * previous one, in the units the charts draw (seconds, calls per second, milliseconds).
 *
 * @param seq     the tick's number, increasing over the console's life (for "what is new since")
 * @param elapsed seconds since the run's start instant, 0 before the start
 */
public record LiveTick(long seq, String runId, double elapsed, List<Interval> intervals, List<Gauge> gauges) {

    /**
     * One action type of one blade over one interval.
     *
     * @param end    the interval's end, in s since the run's origin
     * @param length the interval's length in s
     */
    public record Interval(String blade, String type, boolean warmup, double end, double length, long calls, long errors,
                           double callsPerSecond, double errorsPerSecond, double meanMs, double p99Ms, double maxMs) {
        static Interval of(IntervalSummary summary) {
            double seconds = summary.length() / 1e9;
            return new Interval(summary.bladeId(), summary.actionType(), summary.warmup(), summary.end() / 1e9, seconds,
                    summary.calls(), summary.errors(),
                    seconds > 0 ? summary.calls() / seconds : 0, seconds > 0 ? summary.errors() / seconds : 0,
                    summary.meanNanos() / 1e6, summary.p99Nanos() / 1e6, summary.maxNanos() / 1e6);
        }
    }

    /** @param end when it was read, in s since the run's origin */
    public record Gauge(String blade, String name, double end, long value) {
        static Gauge of(GaugeReading reading) {
            return new Gauge(reading.bladeId(), reading.name(), reading.end() / 1e9, reading.value());
        }
    }
}
