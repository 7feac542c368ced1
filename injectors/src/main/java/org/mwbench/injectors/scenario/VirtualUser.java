package org.mwbench.injectors.scenario;

import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.mwbench.platform.event.OpenModel;
import org.mwbench.injectors.scenario.CompiledScenario.ActionPlan;
import org.mwbench.injectors.scenario.CompiledScenario.ChoicePlan;
import org.mwbench.injectors.scenario.CompiledScenario.IfPlan;
import org.mwbench.injectors.scenario.CompiledScenario.Plan;
import org.mwbench.injectors.scenario.CompiledScenario.Use;
import org.mwbench.injectors.scenario.CompiledScenario.WhilePlan;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.event.ActionRecorder;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;
import org.mwbench.platform.plugin.SessionObject;
import org.mwbench.platform.plugin.VariableSource;

/**
 * One virtual user: its session objects (one per plugin use), its behavior bound to them,
 * and its loop of iterations. Measured calls are timed with {@code System.nanoTime()}
 * around the sample and nothing else; everything a call records goes to this user's own
 * recorder, so users share no lock on the hot path.
 */
final class VirtualUser implements Runnable, VariableSource, LoopRunner.RunningLoop {
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
    private SessionObject[] sessions;
    private ActionRecorder recorder;
    private int iteration;
    /**
     * How late the current iteration began after its intended start (open model), or
     * {@link OpenModel#UNSCHEDULED}. Every call of the iteration is recorded with it: by the
     * open model's definition ({@link OpenModel}: call k is due at the iteration's intended
     * start plus the time the iteration spent before call k, wrk2's per-request rule applied
     * to a scenario), each call started exactly this late.
     */
    private long iterationDelay = OpenModel.UNSCHEDULED;
    private boolean warmupIteration;
    /** Told of every measured call besides the recorder; null when nobody listens. */
    private CallListener listener;
    private volatile boolean stopNow;
    private volatile boolean stopAfterIteration;
    private volatile Thread thread;

    /** @param onEnd told when the user has ended, whatever the reason */
    VirtualUser(int userId, UserEnvironment environment, List<Plan> behavior, IterationSource iterations,
                java.util.function.Consumer<VirtualUser> onEnd) {
        this.userId = userId;
        this.environment = environment;
        this.behavior = behavior;
        this.iterations = iterations;
        this.onEnd = onEnd;
    }

    void start() {
        Thread started = environment.threads.newThread("mwbench-user-" + environment.context.bladeId() + "-" + userId, this);
        thread = started;
        started.start();
    }

    @Override
    public void run() {
        try (ActionRecorder events = environment.context.newRecorder(environment.writeEvents)) {
            recorder = events;
            Node[] nodes = open();
            if (nodes != null) {
                loop(nodes);
            }
        } catch (RuntimeException | Error e) {
            environment.alarm(AlarmSeverity.ERROR, "user " + userId + " failed: " + e);
        } finally {
            close();
            onEnd.accept(this);
        }
    }

    /**
     * Binds the behavior, opening the session objects it uses; null when that failed (it is
     * alarmed). A use the behavior never names is not opened: a user of one middleware in a
     * scenario of many connects to one server, not to every one.
     */
    private Node[] open() {
        sessions = new SessionObject[environment.scenario.uses().size()];
        try {
            return bind(behavior);
        } catch (Exception e) {
            environment.alarm(AlarmSeverity.ERROR, "user " + userId + " cannot start: " + e);
            return null;
        }
    }

    private void loop(Node[] nodes) {
        try {
            while (!stopAfterIteration && !stopNow) {
                try {
                    long delay = iterations.next(this);
                    if (delay == IterationSource.END) {
                        return;
                    }
                    iterationDelay = delay;
                    Node.runAll(nodes, this);
                } catch (Stop stop) {
                    return;
                } catch (InterruptedException e) {
                    throw e;
                } catch (Exception e) {
                    // A failing control or test ends this iteration, not the user.
                    environment.alarm(AlarmSeverity.WARNING, "user " + userId + ", iteration " + iteration + ": " + e);
                }
                iteration++;
                resetSessions();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The user's session object of a use, opened at its first use (binding, or a variable). */
    private SessionObject session(Use use) throws Exception {
        SessionObject session = sessions[use.index()];
        if (session == null) {
            session = use.template().newSession(userId);
            sessions[use.index()] = session;
        }
        return session;
    }

    private void resetSessions() {
        for (Use use : environment.scenario.uses()) {
            if (use.resetEachIteration() && sessions[use.index()] != null) {
                try {
                    sessions[use.index()].reset();
                } catch (Exception e) {
                    environment.alarm(AlarmSeverity.WARNING, "user " + userId + ": reset of '" + use.id() + "' failed: " + e);
                }
            }
        }
    }

    private void close() {
        if (sessions == null) {
            return;
        }
        for (SessionObject session : sessions) {
            if (session != null) {
                try {
                    session.close();
                } catch (Exception e) {
                    environment.alarm(AlarmSeverity.WARNING, "user " + userId + ": closing a session failed: " + e);
                }
            }
        }
    }

    /**
     * Times one sample and records it; the only place a measured call happens. A failed call is
     * recorded with its kind ({@link Sample#failureKind}); the first of each kind in the blade
     * also raises an alarm saying why, once the call is timed.
     */
    void measure(Sample sample, int type) {
        SampleResult outcome = result;
        outcome.clear();
        Exception failure = null;
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
        }
        long end = System.nanoTime();
        recorder.record(environment.timeBase.sinceOrigin(start), userId, type, iteration, !outcome.failed(),
                end - start, iterationDelay, warmup, outcome.result(), outcome.comment());
        if (listener != null && !warmup) {
            listener.called(userId, type, !outcome.failed(), end - start, outcome.comment(), end);
        }
        if (failure != null) {
            environment.failed(userId, type, outcome.comment(), failure);
        }
    }

    /** Waits a think time; a stop cuts it short. */
    void think(long nanos) {
        long deadline = System.nanoTime() + nanos;
        long remaining = nanos;
        while (remaining > 0 && !stopNow) {
            LockSupport.parkNanos(remaining);
            remaining = deadline - System.nanoTime();
        }
        checkpoint();
    }

    /** Between steps: waits while the blade is suspended, and unwinds when the user must stop now. */
    void checkpoint() {
        if (environment.paused) {
            try {
                environment.clock.awaitRunning();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw Stop.INSTANCE;
            }
        }
        if (stopNow) {
            throw Stop.INSTANCE;
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

    /** Ends the user at the end of its current iteration. */
    void stopAfterIteration() {
        stopAfterIteration = true;
        wake();
    }

    /** Ends the user at its next step; a call in progress is let finish and recorded. */
    @Override
    public void stopNow() {
        stopNow = true;
        wake();
    }

    private void wake() {
        Thread running = thread;
        if (running != null) {
            LockSupport.unpark(running);
        }
    }

    /** Whether the user was started and has ended, whatever the reason. */
    boolean ended() {
        Thread running = thread;
        return running != null && !running.isAlive();
    }

    @Override
    public void join(long millis) throws InterruptedException {
        Thread running = thread;
        if (running != null && running != Thread.currentThread()) {
            running.join(millis);
        }
    }

    @Override
    public String value(String useId, String variable) {
        for (Use use : environment.scenario.uses()) {
            if (use.id().equals(useId)) {
                try {
                    return session(use).variable(variable);
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) {
                    throw new IllegalStateException("cannot open plugin use '" + useId + "' for its variable " + variable + ": " + e, e);
                }
            }
        }
        throw new IllegalArgumentException("no plugin use '" + useId + "'");
    }

    private Node[] bind(List<Plan> plans) throws Exception {
        Node[] nodes = new Node[plans.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = bind(plans.get(i));
        }
        return nodes;
    }

    private Node bind(Plan plan) throws Exception {
        if (plan instanceof ActionPlan action) {
            SessionObject session = session(action.use());
            Parameters parameters = action.parameters().withVariables(this);
            switch (action.kind()) {
                case SAMPLE:
                    return new Node.SampleNode(session.sample(action.name(), parameters),
                            environment.typeIds.get(action.label()));
                case TIMER:
                    return new Node.TimerNode(session.timer(action.name(), parameters));
                case CONTROL:
                    return new Node.ControlNode(session.control(action.name(), parameters));
                default:
                    throw new IllegalStateException("a test stands only in an if or a while: " + action.location());
            }
        }
        if (plan instanceof IfPlan branch) {
            return new Node.IfNode(condition(branch.condition()), bind(branch.then()), bind(branch.otherwise()));
        }
        if (plan instanceof WhilePlan loop) {
            return new Node.WhileNode(condition(loop.condition()), bind(loop.body()));
        }
        ChoicePlan choice = (ChoicePlan) plan;
        Node[][] branches = new Node[choice.branches().size()][];
        for (int i = 0; i < branches.length; i++) {
            branches[i] = bind(choice.branches().get(i));
        }
        return new Node.ChoiceNode(choice.cumulativeWeights(), branches);
    }

    private org.mwbench.platform.plugin.Condition condition(ActionPlan test) throws Exception {
        return session(test.use()).test(test.name(), test.parameters().withVariables(this));
    }
}
