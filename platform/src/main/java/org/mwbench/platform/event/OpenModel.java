package org.mwbench.platform.event;

/**
 * The open model's rules, written once: which call had an intended start, when it counts
 * as a late start, and what its latency from the intended start is. The hot path
 * ({@link ThreadStatistics}) and every reader of stored calls ({@link CallAccumulator})
 * ask here, so the live tail, the quick statistics and the reports cannot disagree.
 *
 * <h2>The intended start of a call</h2>
 * An open-model virtual user begins iteration i at the iteration's intended start
 * {@code I(i)}, or late when every user was busy; its <em>iteration delay</em> is
 * {@code d(i) = actual start - I(i)}, never negative. The intended start of call k of that
 * iteration is defined as {@code I(i)} plus the time the iteration spent before call k (the
 * durations of calls 1..k-1, and any think time between them). This is wrk2's per-request
 * rule (Tene's correction of coordinated omission) applied to a scenario: a request is due
 * when its predecessor in the script would have let it go had the iteration started on time.
 * With that definition, every call of the iteration started exactly {@code d(i)} late, so
 * the one delay the runner knows per iteration is stored with each of its calls, and:
 * <ul>
 *   <li>latency from the intended start = duration + {@code d(i)}
 *       ({@link #latencyFromIntendedStart});</li>
 *   <li>a call is a late start when {@code d(i) > }{@link #LATE_START_NANOS}
 *       ({@link #lateStart}).</li>
 * </ul>
 * A closed-model call has no intended start: it carries {@link #UNSCHEDULED}.
 */
public final class OpenModel {
    /** The iteration delay of a call that had no intended start (closed model). */
    public static final long UNSCHEDULED = -1;

    /**
     * A call whose iteration began more than this after its intended start is a late start.
     * One millisecond: above the timer slack of a parked thread on Linux (about 50 µs) and a
     * scheduler quantum's fraction, so an on-time arrival is not counted late by the wake-up
     * jitter alone, yet far below the stalls coordinated omission hides.
     */
    public static final long LATE_START_NANOS = 1_000_000;

    private OpenModel() {
    }

    /** Whether a call had an intended start: the recorder writes {@link #UNSCHEDULED}, any negative value means none. */
    public static boolean scheduled(long iterationDelayNanos) {
        return iterationDelayNanos >= 0;
    }

    /** Whether a call started late: its iteration's delay is above {@link #LATE_START_NANOS}. */
    public static boolean lateStart(long iterationDelayNanos) {
        return iterationDelayNanos > LATE_START_NANOS;
    }

    /** A scheduled call's latency from its intended start (see the class comment). */
    public static long latencyFromIntendedStart(long durationNanos, long iterationDelayNanos) {
        return durationNanos + iterationDelayNanos;
    }
}
