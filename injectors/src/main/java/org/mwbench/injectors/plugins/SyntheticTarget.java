package org.mwbench.injectors.plugins;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import org.mwbench.platform.plugin.AsyncSample;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;
import org.mwbench.platform.plugin.SessionObject;

/**
 * One {@code <use>} of {@code synthetic-target}: a pretend server. It holds no per-user
 * state, so the template is also every user's session object, and all users of the
 * {@code <use>} see the same stall timeline, as clients of one server would.
 *
 * <p>A {@code call} first waits out the freeze it arrived in, if any, then takes its
 * service time, then fails with the error rate. The freezes model a server that stops
 * (a GC pause, a failover): every {@code stall_every} since the template was made, for
 * {@code stall_for}, starting one {@code stall_every} after it, not at once. A call that
 * arrives during a freeze is delayed to its end; a load generator that waits for each
 * response before sending the next issues few calls during the freeze, and so hides the
 * freeze from its statistics unless it corrects for coordinated omission: this target is
 * the test case for that correction.
 *
 * <p>Waiting parks the thread (no spinning, so many users fit on two cores), in a loop to
 * the deadline since parkNanos may return early. Park overshoots by the OS timer slack,
 * typically 50 to 100 us on Linux: a service time is a lower bound, and a 1 ms service
 * time measures as slightly more.
 *
 * <p>That is {@link Mode#BLOCKING}, the default: a call holds its caller's thread for its
 * service time, as a synchronous middleware client does. {@link Mode#ASYNC} serves the same
 * calls (the same freezes, distributions and errors, drawn when the call arrives) as an
 * {@link AsyncSample}: the call returns at once and the target's one {@link ReplyTimer} thread
 * completes it when its service time is over, as an asynchronous client's event loop would,
 * so a user waiting for its reply holds no thread. Each user then has a session of its own,
 * holding its reply's entry in the timer, so that a call allocates nothing.
 */
final class SyntheticTarget implements SessionObject {
    /** A constant, so that failing allocates nothing. */
    static final String ERROR = "SyntheticError";

    /** The harness's own overhead: a call that does nothing and allocates nothing. */
    private static final Sample NOOP = result -> {
    };

    /** How a call waits out its service time. */
    enum Mode {
        /** Parks the caller. */
        BLOCKING,
        /** Returns at once; the target's timer completes the call. */
        ASYNC
    }

    enum Distribution {
        /** Exactly the service time. */
        CONSTANT,
        /** Uniform over [0, 2 * service time]: the same mean, spread. */
        UNIFORM,
        /** Exponential with the service time as mean, capped at 20 means (see RandomDelays). */
        EXPONENTIAL
    }

    private final long serviceNanos;
    private final Distribution distribution;
    private final double errorRate;
    private final long stallEveryNanos;
    private final long stallForNanos;
    private final long originNanos;
    /** The thread that completes asynchronous calls; null for a blocking target. */
    private final ReplyTimer replies;

    SyntheticTarget(long serviceNanos, Distribution distribution, double errorRate, long stallEveryNanos,
                    long stallForNanos, long originNanos) {
        this(serviceNanos, distribution, errorRate, stallEveryNanos, stallForNanos, originNanos, Mode.BLOCKING);
    }

    SyntheticTarget(long serviceNanos, Distribution distribution, double errorRate, long stallEveryNanos,
                    long stallForNanos, long originNanos, Mode mode) {
        this.serviceNanos = serviceNanos;
        this.distribution = distribution;
        this.errorRate = errorRate;
        this.stallEveryNanos = stallEveryNanos;
        this.stallForNanos = stallForNanos;
        this.originNanos = originNanos;
        this.replies = mode == Mode.ASYNC ? new ReplyTimer("mwbench-synthetic-target-replies") : null;
    }

    /** Blocking, the template itself: no per-user state. Asynchronous, a session holding the user's reply entry. */
    @Override
    public SessionObject newSession(int userId) {
        return replies == null ? this : new AsyncUser();
    }

    /** Ends the asynchronous target's timer thread; its calls still in flight are never completed. */
    @Override
    public void close() {
        if (replies != null) {
            replies.close();
        }
    }

    /** One user of an asynchronous target: its calls, one at a time, end on the target's timer. */
    private final class AsyncUser implements SessionObject {
        private final ReplyTimer.Reply reply = new ReplyTimer.Reply();

        @Override
        public SessionObject newSession(int userId) {
            return SyntheticTarget.this.newSession(userId);
        }

        @Override
        public Sample sample(String name, Parameters parameters) throws PluginException {
            if (!name.equals("call")) {
                return SyntheticTarget.this.sample(name, parameters);
            }
            LongParameter reported = LongParameter.of(parameters, "result");
            return (AsyncSample) (result, done) -> {
                long due = serviceStart(System.nanoTime()) + serviceTime();
                // what the call reports is written now, before its completion is told (AsyncSample)
                failAtErrorRate(result);
                result.result(reported.get());
                replies.schedule(reply, due, done);
            };
        }
    }

    @Override
    public Sample sample(String name, Parameters parameters) throws PluginException {
        switch (name) {
            case "call": {
                LongParameter reported = LongParameter.of(parameters, "result");
                return result -> {
                    serve(result);
                    result.result(reported.get());
                };
            }
            case "noop":
                return NOOP;
            default:
                return SessionObject.super.sample(name, parameters);
        }
    }

    private void serve(SampleResult result) throws InterruptedException {
        parkUntil(serviceStart(System.nanoTime()) + serviceTime());
        // After the service time, as a real server fails: a failed call costs its time too.
        failAtErrorRate(result);
    }

    private void failAtErrorRate(SampleResult result) {
        if (errorRate > 0 && Probability.drawn(ThreadLocalRandom.current().nextDouble(), errorRate)) {
            result.fail(ERROR);
        }
    }

    /**
     * When a call arriving at {@code now} starts being served: the end of the freeze it
     * arrived in, else now. Freezes are [origin + k * every, origin + k * every + for) for
     * k >= 1.
     */
    long serviceStart(long now) {
        if (stallEveryNanos == 0) {
            return now;
        }
        long sinceOrigin = now - originNanos;
        if (sinceOrigin < stallEveryNanos) {
            return now;
        }
        long intoPeriod = sinceOrigin % stallEveryNanos;
        return intoPeriod < stallForNanos ? now + (stallForNanos - intoPeriod) : now;
    }

    long serviceTime() {
        switch (distribution) {
            case UNIFORM:
                return RandomDelays.uniform(ThreadLocalRandom.current(), 0, 2 * serviceNanos);
            case EXPONENTIAL:
                return RandomDelays.exponential(ThreadLocalRandom.current(), serviceNanos);
            default:
                return serviceNanos;
        }
    }

    /**
     * Parks until System.nanoTime() reaches the deadline. An interrupt (the runner
     * stopping) ends the wait with InterruptedException: parkNanos returns at once while
     * the flag is set, so ignoring it would spin a core until the deadline.
     */
    private static void parkUntil(long deadline) throws InterruptedException {
        for (long remaining = deadline - System.nanoTime(); remaining > 0; remaining = deadline - System.nanoTime()) {
            LockSupport.parkNanos(remaining);
            if (Thread.interrupted()) {
                throw new InterruptedException("synthetic-target call interrupted");
            }
        }
    }
}
