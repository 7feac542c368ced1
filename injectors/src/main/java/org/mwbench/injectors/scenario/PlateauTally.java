package org.mwbench.injectors.scenario;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * What a plateau's users did, per action type, fed by up to a thousand user threads at once:
 * striped counters and a wait-free latency recorder, so that counting costs a user no lock;
 * and, per user, the end of its latest call, to tell when every user has called.
 */
final class PlateauTally implements CallListener {
    /** Failed calls that gave no reason are counted under this kind. */
    static final String UNNAMED_FAILURE = "failed";

    private final TypeTally[] byType;
    private final AtomicLongArray lastCallEnd;

    /**
     * @param typeIds  the action type ids counted; others are ignored
     * @param maxUsers user ids run from 0 to {@code maxUsers - 1}
     */
    PlateauTally(Iterable<Integer> typeIds, int maxUsers) {
        int size = 0;
        for (int id : typeIds) {
            size = Math.max(size, id + 1);
        }
        byType = new TypeTally[size];
        for (int id : typeIds) {
            byType[id] = new TypeTally();
        }
        lastCallEnd = new AtomicLongArray(maxUsers);
        for (int user = 0; user < maxUsers; user++) {
            lastCallEnd.set(user, Long.MIN_VALUE);
        }
    }

    @Override
    public void called(int userId, int type, boolean success, long nanos, String failureKind, long endNanoTime) {
        TypeTally tally = type < byType.length ? byType[type] : null;
        if (tally != null) {
            if (success) {
                tally.successes.increment();
                tally.latency.recordValue(nanos);
            } else {
                tally.failures.computeIfAbsent(failureKind == null ? UNNAMED_FAILURE : failureKind, kind -> new LongAdder())
                        .increment();
            }
        }
        // Only this user's thread writes its slot; the runner reads it, so an ordered store is enough.
        lastCallEnd.lazySet(userId, endNanoTime);
    }

    /** Whether the user has ended a measured call since the given {@code System.nanoTime()}. */
    boolean calledSince(int userId, long nanoTime) {
        long end = lastCallEnd.get(userId);
        return end != Long.MIN_VALUE && end - nanoTime >= 0;
    }

    /** Forgets the counts, failures and latencies so far: a plateau's window starts. */
    void startWindow() {
        for (TypeTally tally : byType) {
            if (tally != null) {
                tally.successes.reset();
                tally.failures.clear();
                tally.latency.reset();
                tally.windowSuccesses = 0;
            }
        }
    }

    /** The successful calls of the type since the previous interval ended, added to the window's. */
    long endInterval(int type) {
        TypeTally tally = byType[type];
        long successes = tally.successes.sumThenReset();
        tally.windowSuccesses += successes;
        return successes;
    }

    long windowSuccesses(int type) {
        return byType[type].windowSuccesses;
    }

    /** Failed calls by kind, in name order: their sum is the window's failed calls. */
    Map<String, Long> failures(int type) {
        Map<String, Long> counts = new TreeMap<>();
        byType[type].failures.forEach((kind, count) -> counts.put(kind, count.sum()));
        return counts;
    }

    /** The window's latencies of successful calls; call once, at the window's end. */
    Histogram windowLatencies(int type) {
        return byType[type].latency.getIntervalHistogram();
    }

    int[] types() {
        return java.util.stream.IntStream.range(0, byType.length).filter(id -> byType[id] != null).toArray();
    }

    private static final class TypeTally {
        final LongAdder successes = new LongAdder();
        final Map<String, LongAdder> failures = new ConcurrentHashMap<>();
        /** Wait-free for any number of writers; 3 significant digits, as the blades' live histograms. */
        final Recorder latency = new Recorder(3);
        /** Touched only by the runner's thread. */
        long windowSuccesses;
    }
}
