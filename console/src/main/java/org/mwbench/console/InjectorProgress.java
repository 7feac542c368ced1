package org.mwbench.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.blade.IntervalSummary;

/**
 * One injecting blade's figures over one progress tick, kept per action type so that two middleware
 * never add up into one figure (a loop going from tcp to rmi within the second showed
 * {@code tcp ping -> rmi ping, 2396 calls/s}). Up to {@value #TYPES_SHOWN} action types get a segment
 * each; beyond, a scenario of many types side by side gets one segment that says it is their total
 * ({@code 17 action types, 403 calls/s in all}); the report keeps each apart.
 */
final class InjectorProgress {
    static final int TYPES_SHOWN = 3;

    private final Map<String, Figures> byType = new LinkedHashMap<>();

    void add(IntervalSummary summary) {
        byType.computeIfAbsent(summary.actionType(), type -> new Figures(type)).add(summary);
    }

    /** Whether any call ended (or failed) in this tick. */
    boolean anyCall() {
        return byType.values().stream().anyMatch(figures -> figures.calls > 0 || figures.errors > 0);
    }

    /**
     * The blade's segments: {@code head} (its id and state) with each type's or middleware's figures;
     * {@code extra} (its users, cpu) follows the first one.
     */
    List<String> segments(String head, String extra) {
        List<Figures> shown = new ArrayList<>();
        if (byType.size() <= TYPES_SHOWN) {
            shown.addAll(byType.values());
        } else {
            // Many types at once (every middleware side by side): one line each would scroll the
            // terminal away, so they get one segment that says it is a total of so many types.
            Figures total = new Figures(byType.size() + " action types");
            byType.values().forEach(total::merge);
            shown.add(total.inAll());
        }
        List<String> segments = new ArrayList<>();
        for (Figures figures : shown) {
            if (figures.calls == 0 && figures.errors == 0) {
                continue; // a type that ended before this tick
            }
            segments.add(head + ": " + figures + (segments.isEmpty() ? extra : ""));
        }
        return segments;
    }

    /** One action type's (or middleware's) calls over the tick. */
    private static final class Figures {
        private final String name;
        private boolean inAll;
        long calls;
        long errors;
        double weightedMean;
        long maxNanos;
        long lateStarts;
        long p99FromIntended;
        int measured;
        int warmups;
        /** calls / length per action type: each type's rate over its own intervals, summed for a middleware */
        double callsPerSecond;
        private long typeCalls;
        private long typeLength;

        Figures(String name) {
            this.name = name;
        }

        /** Marks the figures as a sum over types: its rate reads "calls/s in all". */
        Figures inAll() {
            this.inAll = true;
            return this;
        }

        void add(IntervalSummary summary) {
            if (summary.warmup()) {
                warmups++;
            } else {
                measured++;
            }
            lateStarts += summary.lateStarts();
            p99FromIntended = Math.max(p99FromIntended, summary.p99FromIntendedNanos());
            calls += summary.calls();
            errors += summary.errors();
            weightedMean += summary.meanNanos() * (summary.calls() - summary.errors());
            maxNanos = Math.max(maxNanos, summary.maxNanos());
            typeCalls += summary.calls();
            typeLength += summary.length();
            callsPerSecond = typeLength == 0 ? 0 : typeCalls * 1e9 / typeLength;
        }

        /** Adds another action type of the same middleware. */
        void merge(Figures other) {
            warmups += other.warmups;
            measured += other.measured;
            lateStarts += other.lateStarts;
            p99FromIntended = Math.max(p99FromIntended, other.p99FromIntended);
            calls += other.calls;
            errors += other.errors;
            weightedMean += other.weightedMean;
            maxNanos = Math.max(maxNanos, other.maxNanos);
            callsPerSecond += other.callsPerSecond;
        }

        double meanNanos() {
            long successes = calls - errors;
            return successes == 0 ? 0 : weightedMean / successes;
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(name).append(warmups > 0 && measured == 0 ? " (warm-up)" : "");
            text.append(String.format(", %.0f calls/s%s%s, mean %s, max %s", callsPerSecond, inAll ? " in all" : "",
                    errors == 0 ? "" : ", " + errors + " ERRORS", Durations.format(meanNanos()), Durations.format(maxNanos)));
            if (lateStarts > 0 || p99FromIntended > 0) {
                text.append(String.format(", %d late, p99 from intended %s", lateStarts, Durations.format(p99FromIntended)));
            }
            return text.toString();
        }
    }
}
