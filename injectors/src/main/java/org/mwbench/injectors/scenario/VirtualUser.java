package org.mwbench.injectors.scenario;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.event.OpenModel;
import org.mwbench.injectors.scenario.CompiledScenario.Plan;
import org.mwbench.injectors.scenario.CompiledScenario.Use;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.event.ActionRecorder;
import org.mwbench.platform.plugin.AsyncSample;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;

/**
 * One virtual user: its session objects ({@link UserSessions}), its behavior bound to them,
 * and its loop of iterations. Measured calls are timed with {@code System.nanoTime()}
 * around the sample and nothing else; everything a call records goes to the recorder of
 * the worker running the user, which no other thread writes, so users share no lock on the
 * hot path.
 *
 * <p>A user owns no thread. Its pool ({@link UserPool}) runs it in slices: a slice goes from
 * where the user stood ({@link Cursor}) to its next wait (a think time, the intended start of
 * its next arrival, a suspension), arranges its wake-up and gives the thread back. A user is
 * in one slice at a time, even when its wake-up comes before the slice that arranged it has
 * given its thread back (the pool runs it again then, {@link UserPool.Task}), and the pool's
 * hand-off orders one slice's writes before the next's, so its sessions and its recorder
 * have one writer at a time.
 *
 * <p>An asynchronous call ({@link AsyncSample}) is a wait too: the slice starts it and ends, and
 * the call's completion ({@link CallInFlight}) hands the user back to its pool, whose next slice
 * records the call as a synchronous one is recorded and goes on.
 */
final class VirtualUser extends UserPool.Task implements LoopRunner.RunningLoop {
    /** Thrown to unwind a user's behavior when it must stop now; preallocated, no stack trace. */
    static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final Stop INSTANCE = new Stop();

        private Stop() {
            super("stop", null, false, false);
        }
    }

    final int userId;
    private final UserEnvironment environment;
    private final List<Plan> behavior;
    private final IterationSource iterations;
    private final java.util.function.Consumer<VirtualUser> onEnd;
    private final SampleResult result = new SampleResult();
    private final Cursor cursor = new Cursor();
    /** This user's hand-back to its pool, made once: what a timer or a resume runs. */
    private final Runnable goOn;
    /** Whether any use resets its session after each iteration. */
    private final boolean resetsSessions;
    private final CountDownLatch endedLatch = new CountDownLatch(1);
    /** Its asynchronous calls, taken in turn: a call's second telling finds it recorded, not the next call. */
    private final CallInFlight[] calls;
    /** The index in {@link #calls} of the call begun last. */
    private int lastCall;
    /** Its sessions, from its first slice on; null before. */
    private UserSessions sessions;
    private Node[] nodes;
    /** Where this slice records: its worker's recorder, or the user's own. */
    private ActionRecorder recorder;
    /** The user's own recorder, when its pool's workers have none; closed when the user ends. */
    private ActionRecorder ownRecorder;
    private int iteration;
    /**
     * How late the current iteration began after its intended start (open model), or
     * {@link OpenModel#UNSCHEDULED}. Every call of the iteration is recorded with it: by the
     * open model's definition ({@link OpenModel}: call k is due at the iteration's intended
     * start plus the time the iteration spent before call k, wrk2's per-request rule applied
     * to a scenario), each call started exactly this late. A wait for a free thread of the
     * pool falls before the iteration's start, so it is part of this delay.
     */
    private long iterationDelay = OpenModel.UNSCHEDULED;
    /** The next iteration's intended start (scenario time), once its ticket is taken; or {@link #NO_TICKET}. */
    private long nextDue = NO_TICKET;
    private static final long NO_TICKET = Long.MIN_VALUE + 1;
    private boolean warmupIteration;
    private boolean over;
    /** Told of every measured call besides the recorder; null when nobody listens. */
    private CallListener listener;
    private volatile boolean stopNow;
    private volatile boolean stopAfterIteration;
    /** The thread running a slice of this user now, or null. */
    private volatile Thread runningOn;
    /** The timer's wake-up while the user waits, null once it has fired or was cut short; guarded by this. */
    private ScheduledFuture<?> wakeUp;
    /** The waits the user has had: a wake-up of an earlier one is stale; guarded by this. */
    private long waits;
    /** Whether the wait is for the next iteration (a leaving user need not wait it out); guarded by this. */
    private boolean waitingToBegin;

    /** @param onEnd told when the user has ended, whatever the reason */
    VirtualUser(int userId, UserEnvironment environment, List<Plan> behavior, IterationSource iterations,
                java.util.function.Consumer<VirtualUser> onEnd) {
        this.userId = userId;
        this.environment = environment;
        this.behavior = behavior;
        this.iterations = iterations;
        this.onEnd = onEnd;
        this.goOn = () -> environment.pool.dispatch(this);
        this.calls = new CallInFlight[] {new CallInFlight(goOn), new CallInFlight(goOn)};
        this.resetsSessions = environment.scenario.uses().stream().anyMatch(Use::resetEachIteration);
    }

    void start() {
        environment.pool.dispatch(this);
    }

    /** Starts the user at {@code nanoTime} ({@code System.nanoTime()}); a stop before then ends it unopened. */
    void startAt(long nanoTime) {
        if (!sleepUntil(nanoTime, true)) {
            start(); // already told to leave: its first slice ends it, so its runner hears it ended
        }
    }

    /**
     * One slice, on a worker of the pool, recording in that worker's recorder, or in the
     * user's own when the worker has none. The pool runs a user on one worker at a time, so
     * nothing but this slice sets or reads {@link #recorder} meanwhile.
     */
    @Override
    void runOn(ActionRecorder workerRecorder) {
        if (over) {
            return; // a wake-up that came as the user ended: nothing is left to run
        }
        recorder = workerRecorder != null ? workerRecorder : ownRecorder();
        runningOn = Thread.currentThread();
        try {
            if (!slice()) {
                end();
            }
        } catch (RuntimeException | Error e) {
            environment.alarm(AlarmSeverity.ERROR, "user " + userId + " failed: " + e);
            end();
        } finally {
            runningOn = null;
            Thread.interrupted(); // an interrupted call belongs to its slice, not to the next user on this thread
        }
    }

    /** The user's own recorder, made at its first slice on a worker that has none; closed when the user ends. */
    private ActionRecorder ownRecorder() {
        if (ownRecorder == null) {
            ownRecorder = environment.context.newRecorder(environment.writeEvents);
        }
        return ownRecorder;
    }

    /** Runs the user until its next wait: true when its wake-up is arranged, false when it has ended. */
    private boolean slice() {
        if (nodes == null && (stopNow || stopAfterIteration || (nodes = openBlocking()) == null)) {
            return false;
        }
        CallInFlight call = calls[lastCall];
        if (call.pending()) {
            if (!call.ended()) {
                return true; // not told yet: its telling hands the user back
            }
            recordEnded(call);
        }
        try {
            while (true) {
                if (!cursor.inIteration()) {
                    if (stopNow || stopAfterIteration || !ticket()) {
                        return false;
                    }
                    if (!begin()) {
                        return true;
                    }
                }
                if (!proceed()) {
                    return true;
                }
            }
        } catch (Stop stop) {
            return false;
        }
    }

    /** Takes the next iteration's ticket if none is held: false when there is no more. */
    private boolean ticket() {
        if (nextDue == NO_TICKET) {
            long due;
            try {
                due = iterations.next(this);
            } catch (InterruptedException e) {
                return false;
            }
            if (due == IterationSource.END) {
                return false;
            }
            nextDue = due;
        }
        return true;
    }

    /** Begins the iteration whose ticket is held, if it is due: false when the user waits for it. */
    private boolean begin() {
        if (nextDue == IterationSource.AT_ONCE) {
            iterationDelay = OpenModel.UNSCHEDULED;
        } else {
            if (!mayGoOn()) {
                return !hold(); // a suspension moves the intended start: computed again at resume
            }
            long intended = environment.clock.nanoTimeAt(nextDue);
            long now = System.nanoTime();
            if (now - intended < 0) {
                return !sleepUntil(intended, true);
            }
            iterationDelay = now - intended;
        }
        nextDue = NO_TICKET;
        cursor.begin(nodes);
        return true;
    }

    /** Runs steps of the iteration: false when the user now waits (a think time, a suspension). */
    private boolean proceed() {
        Cursor.Reason reason;
        try {
            reason = cursor.advance(this);
        } catch (Stop stop) {
            throw stop;
        } catch (InterruptedException e) {
            throw Stop.INSTANCE;
        } catch (Exception e) {
            // A failing control or test ends this iteration, not the user.
            environment.alarm(AlarmSeverity.WARNING, "user " + userId + ", iteration " + iteration + ": " + e);
            cursor.abandon();
            reason = Cursor.Reason.ITERATION_DONE;
        }
        switch (reason) {
            case THINK:
                return !sleepUntil(System.nanoTime() + cursor.thinkNanos(), false);
            case HOLD:
                return !hold();
            case REPLY:
                return false; // the call's completion hands the user back
            default:
                iteration++;
                if (resetsSessions) {
                    environment.pool.enterBlocking();
                    try {
                        sessions.resetEachIteration();
                    } finally {
                        environment.pool.leaveBlocking();
                    }
                }
                return true;
        }
    }

    /** Has the pool wake the user at {@code nanoTime}: false when it must not wait (it is leaving). */
    private synchronized boolean sleepUntil(long nanoTime, boolean beforeIteration) {
        if (stopNow || (beforeIteration && stopAfterIteration)) {
            return false;
        }
        waitingToBegin = beforeIteration;
        long wait = ++waits;
        wakeUp = environment.pool.at(nanoTime, () -> wake(wait));
        return true;
    }

    /** The timer's wake-up of one wait: dispatches the user unless that wait was cut short already. */
    private void wake(long wait) {
        synchronized (this) {
            if (wakeUp == null || wait != waits) {
                return;
            }
            wakeUp = null;
        }
        environment.pool.dispatch(this);
    }

    /** Leaves the user with the suspended clock until resume: false when the clock runs again. */
    private boolean hold() {
        if (!environment.clock.holdWhilePaused(goOn)) {
            return false;
        }
        // a stop that came just before the hold found nothing to release: take the hold back here
        return !(stopNow && environment.clock.release(goOn));
    }

    /**
     * Before each step: unwinds when the user must stop now, and says whether it may go on
     * (false while the blade is suspended).
     */
    boolean mayGoOn() {
        if (stopNow) {
            throw Stop.INSTANCE;
        }
        return !environment.paused || !environment.clock.paused();
    }

    /**
     * Binds the behavior, opening the session objects it uses, as blocking work (sessions may
     * connect); null when that failed (it is alarmed). A use the behavior never names is not
     * opened: a user of one middleware in a scenario of many connects to one server, not to every one.
     */
    private Node[] openBlocking() {
        environment.pool.enterBlocking();
        try {
            sessions = new UserSessions(userId, environment);
            return sessions.bind(behavior);
        } catch (Exception e) {
            environment.alarm(AlarmSeverity.ERROR, "user " + userId + " cannot start: " + e);
            return null;
        } finally {
            environment.pool.leaveBlocking();
        }
    }

    /** Closes the sessions, then tells the runner; once. */
    private void end() {
        if (over) {
            return;
        }
        over = true;
        if (ownRecorder != null) {
            ownRecorder.close();
        }
        environment.pool.enterBlocking();
        try {
            if (sessions != null) {
                sessions.close();
            }
        } finally {
            environment.pool.leaveBlocking();
            try {
                onEnd.accept(this);
            } finally {
                endedLatch.countDown();
            }
        }
    }

    /**
     * Times one sample and records it. A failed call is recorded with its kind
     * ({@link Sample#failureKind}); the first of each kind in the blade also raises an alarm
     * saying why, once the call is timed.
     */
    void measure(Sample sample, int type) {
        SampleResult outcome = result;
        outcome.clear();
        Exception failure = null;
        // the pool counts calls in flight (it grows for them alone), outside the timed span
        environment.pool.enterBlocking();
        long start = System.nanoTime();
        // decided from the call's start, as the action file's flag is, and told to the sample (white-box
        // timing leaves warm-up calls out): a compare and a store inside the timed call, about a nanosecond
        boolean warmup = warmupIteration || start - environment.warmupEndNanoTime < 0;
        outcome.warmup(warmup);
        try {
            sample.call(outcome);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            outcome.fail("InterruptedException");
        } catch (Exception e) {
            failure = e;
            outcome.fail(sample.failureKind(e));
        } catch (Error e) {
            environment.pool.leaveBlocking();
            throw e;
        }
        long end = System.nanoTime();
        environment.pool.leaveBlocking();
        record(type, start, end, warmup, !outcome.failed(), outcome.result(), outcome.comment(), failure);
    }

    /**
     * Starts an asynchronous call, timed from here as {@link #measure} times a call; the slice
     * ends after it. The wait for its completion is not blocking work: the pool does not grow
     * for it, and the user holds no worker meanwhile.
     */
    void start(AsyncSample sample, int type) {
        result.clear();
        CallInFlight call = calls[lastCall ^= 1];
        long start = System.nanoTime();
        boolean warmup = warmupIteration || start - environment.warmupEndNanoTime < 0;
        result.warmup(warmup);
        call.begin(sample, type, start, warmup);
        try {
            sample.start(result, call);
        } catch (Exception e) {
            call.fail(e); // ignored when the sample told its completion before it threw
        }
        if (stopNow) {
            call.giveUpAfterGrace(environment.pool); // a stop that came as the call began found none in flight to give up
        }
    }

    /**
     * Records an asynchronous call that was told or given up, on the slice its telling
     * dispatched: the same record as {@link #measure}'s. A call given up reads nothing the
     * sample wrote, since a late telling thread may be writing it still.
     */
    private void recordEnded(CallInFlight call) {
        Exception failure = call.failure();
        boolean success = false;
        long value = 0;
        String comment = CallInFlight.STOPPED;
        if (!call.givenUp()) {
            if (failure != null) {
                result.fail(call.sample().failureKind(failure));
            }
            success = !result.failed();
            value = result.result();
            comment = result.comment();
        }
        call.recorded();
        record(call.type(), call.startNanos(), call.endNanos(), call.warmup(), success, value, comment, failure);
    }

    /** What every measured call records: its event, what the listener hears, the first failure of its kind. */
    private void record(int type, long start, long end, boolean warmup, boolean success, long value, String comment,
                        Exception failure) {
        recorder.record(environment.timeBase.sinceOrigin(start), userId, type, iteration, success, end - start,
                iterationDelay, warmup, value, comment);
        if (listener != null && !warmup) {
            listener.called(userId, type, success, end - start, comment, end);
        }
        if (failure != null) {
            environment.failed(userId, type, comment, failure);
        }
    }

    /** For iteration sources that count warm-up in calls: the iteration about to begin is warm-up. */
    void warmupIteration(boolean warmup) {
        warmupIteration = warmup;
    }

    /** Tells the listener of every measured call of this user as well; set before the user starts. */
    void listen(CallListener callListener) {
        listener = callListener;
    }

    boolean stopping() {
        return stopNow || stopAfterIteration;
    }

    /** Ends the user at the end of its current iteration; a wait for its next one is cut short. */
    void stopAfterIteration() {
        stopAfterIteration = true;
        wakeEarly(true);
    }

    /**
     * Ends the user at its next step; a call in progress is let finish and recorded, an
     * asynchronous one within {@link CallInFlight#STOP_GRACE_NANOS}, after which it is given up.
     */
    @Override
    public void stopNow() {
        stopNow = true;
        wakeEarly(false);
        if (environment.clock.release(goOn)) {
            goOn.run();
        }
        for (CallInFlight call : calls) {
            call.giveUpAfterGrace(environment.pool);
        }
    }

    /**
     * Takes back the user's timer wake-up, if it is waiting, and has it run now. Once, whether
     * or not the timer is firing it at this moment (a cancel says nothing of that): whichever of
     * the two clears {@link #wakeUp} first dispatches.
     */
    private void wakeEarly(boolean onlyBeforeIteration) {
        synchronized (this) {
            ScheduledFuture<?> pending = wakeUp;
            if (pending == null || (onlyBeforeIteration && !waitingToBegin)) {
                return;
            }
            pending.cancel(false);
            wakeUp = null;
        }
        environment.pool.dispatch(this);
    }

    /** Whether the user was started and has ended, whatever the reason. */
    boolean ended() {
        return endedLatch.getCount() == 0;
    }

    @Override
    public void join(long millis) throws InterruptedException {
        if (runningOn != Thread.currentThread()) {
            endedLatch.await(millis, TimeUnit.MILLISECONDS);
        }
    }
}
