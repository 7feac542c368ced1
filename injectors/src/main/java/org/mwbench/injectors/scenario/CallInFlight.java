package org.mwbench.injectors.scenario;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.mwbench.platform.plugin.AsyncSample;
import org.mwbench.platform.plugin.SampleCompletion;

/**
 * One user's asynchronous call from its start to its record: the completion its sample is
 * given. The first telling, or the user giving the call up at a stop, takes the end time,
 * notes how the call went and hands the user to its pool, whose next slice records it; any
 * later telling is ignored. Made once per user and reused, so a call allocates nothing.
 *
 * <p>Its fields are written by two threads in turn, never at once: the user's slice before the
 * start, the telling thread between winning the call ({@link #SETTLING}) and publishing it
 * ({@link #ENDED}); the pool's hand-off orders the telling before the slice that reads it.
 */
final class CallInFlight implements SampleCompletion {
    /** The kind of a call given up at a stop, its completion not told within {@link #STOP_GRACE_NANOS}. */
    static final String STOPPED = "Stopped";
    /**
     * How long a user told to stop lets its call in flight end before it gives the call up: more
     * than a served call takes, well below the runner's patience at stop (30 s), so that the
     * call's record is made while the blade still stores it.
     */
    static final long STOP_GRACE_NANOS = TimeUnit.SECONDS.toNanos(5);

    /** No call: a telling now is a late one, ignored. */
    private static final int IDLE = 0;
    private static final int STARTED = 1;
    /** Told (or given up): its end is being written. */
    private static final int SETTLING = 2;
    /** Told or given up, not yet recorded. */
    private static final int ENDED = 3;

    private final AtomicInteger state = new AtomicInteger(IDLE);
    /** The user's hand-back to its pool. */
    private final Runnable wakeUser;
    private AsyncSample sample;
    private int type;
    private long startNanos;
    private boolean warmup;
    private long endNanos;
    private Exception failure;
    private boolean givenUp;

    CallInFlight(Runnable wakeUser) {
        this.wakeUser = wakeUser;
    }

    /** On the user's slice, just before the sample starts the call. */
    void begin(AsyncSample startedSample, int actionType, long startNanoTime, boolean warmupCall) {
        sample = startedSample;
        type = actionType;
        startNanos = startNanoTime;
        warmup = warmupCall;
        failure = null;
        givenUp = false;
        state.set(STARTED);
    }

    @Override
    public void complete() {
        end(null, false);
    }

    @Override
    public void fail(Exception why) {
        end(why != null ? why : new IllegalStateException("the call failed, its sample saying no why"), false);
    }

    /**
     * At a stop: gives the call up on the pool's timer once it has had its grace, unless it has
     * ended by then; it is then recorded as failed, of kind {@link #STOPPED}. Allocates: a stop's
     * path, not a call's. Does nothing for a call not in flight; safe to arm twice (both stops of a user).
     */
    void giveUpAfterGrace(UserPool pool) {
        if (!inFlight()) {
            return;
        }
        Runnable giveUp = () -> end(new TimeoutException("no completion " + TimeUnit.NANOSECONDS.toSeconds(STOP_GRACE_NANOS)
                + " s after the user was told to stop"), true);
        try {
            pool.at(System.nanoTime() + STOP_GRACE_NANOS, giveUp);
        } catch (RejectedExecutionException e) {
            giveUp.run(); // the pool has closed: nothing is left to wait with
        }
    }

    private boolean end(Exception why, boolean stopped) {
        long now = System.nanoTime(); // first: the telling thread's own bookkeeping is not the call's
        if (!state.compareAndSet(STARTED, SETTLING)) {
            return false;
        }
        endNanos = now;
        failure = why;
        givenUp = stopped;
        state.set(ENDED);
        wakeUser.run();
        return true;
    }

    /** Started and not yet recorded: the user waits for it. */
    boolean pending() {
        return state.get() != IDLE;
    }

    /** Started and not yet told nor given up. */
    boolean inFlight() {
        return state.get() == STARTED;
    }

    /** Told or given up: its end may be read. */
    boolean ended() {
        return state.get() == ENDED;
    }

    /** Recorded: a telling from now on is ignored, until the call is begun again. */
    void recorded() {
        sample = null;
        failure = null;
        state.set(IDLE);
    }

    AsyncSample sample() {
        return sample;
    }

    int type() {
        return type;
    }

    long startNanos() {
        return startNanos;
    }

    long endNanos() {
        return endNanos;
    }

    boolean warmup() {
        return warmup;
    }

    /** The exception it was told to fail with, or why it was given up; null when completed. */
    Exception failure() {
        return failure;
    }

    boolean givenUp() {
        return givenUp;
    }
}
