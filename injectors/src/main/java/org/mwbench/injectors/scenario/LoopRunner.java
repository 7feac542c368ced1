package org.mwbench.injectors.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import org.mwbench.injectors.scenario.CompiledScenario.ActionPlan;
import org.mwbench.injectors.scenario.CompiledScenario.Plan;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.blade.ReadsArgumentWith;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeInsert;
import org.mwbench.platform.blade.FileParameters;
import org.mwbench.platform.event.CsvText;

/**
 * The benchmark loop of Demarey et al. 2004: one client makes X
 * warm-up calls, then S steps of I calls, and the mean of each step is stored. The
 * supervisor repeats the whole run N times as a campaign ({@code mwbench run --series N}),
 * restarting every blade, servers included, between series.
 *
 * <p>Argument: {@code scenario=FILE [behavior=ID] warmup=X steps=S calls=I}. One call is
 * one iteration of the behavior (usually a single sample). Without {@code behavior}, every
 * behavior of the scenario runs in turn, in the scenario's order, each with its own
 * warm-up and steps: this is how one plan compares several middleware, one at a time, so
 * that no two of them compete for the cores. Every call is also kept in the
 * {@code action} file, warm-up ones marked; the {@code steps} file holds, per step and
 * action type, calls, errors and the mean, min and max of successful calls' durations.
 * Step means average per-call durations timed around each call, so, unlike the paper's
 * "total time of I calls / I", they leave out the loop's own overhead.
 *
 * <p>A behavior whose samples all use a native client ({@link WholeLoop}: {@code corba-omniorb-native},
 * {@code ice-cpp-native}) runs its whole loop in that client's program ({@link NativeLoop}), in
 * turn with the others, never two at once; its calls go to the same {@code action} file,
 * histograms and {@code steps} file as a Java client's.
 *
 * <p>{@code share=DURATION} (set by {@code mwbench run --duration}, which gives every behavior an
 * equal share of the limit) bounds each behavior's time: once its share has passed since its loop
 * began, the behavior's remaining steps are skipped at the end of the step under way and the next
 * behavior begins, so every middleware is measured instead of the stop dropping the last ones. A
 * behavior always completes its warm-up and measures at least one step, even past its share: a
 * warm-up kept instead of steps would measure nothing, dropping that middleware as the stop did.
 * Each behavior cut so raises a WARNING alarm, "behavior B: 3 of 20 steps measured, its share of
 * 25 s ended", which the report's alarms table shows next to the fewer step means.
 *
 * <p>On an emulated host, the blade also counts the packets and bytes its host's link
 * carried during each loop's measured steps, into its {@code link} file ({@link LinkTally}):
 * per sample when each behavior has one sample, as in {@code packets.ctp}.
 */
@FileParameters(ScenarioLoader.SCENARIO_PARAMETER)
@ReadsArgumentWith(LoopRunner.Reader.class)
public class LoopRunner implements BladeInsert {
    public static final String STEPS = "steps";
    /** How long the link is counted with no call after the last loop, to measure the control traffic alone. */
    static final java.time.Duration CONTROL_TRAFFIC_SPAN = java.time.Duration.ofSeconds(1);
    public static final String STEPS_HEADER = "#step,type,calls,errors,mean_ns,min_ns,max_ns,end_ns";
    /** The argument bounding each behavior's time, which {@code --duration} sets. */
    public static final String SHARE = "share";

    private BladeContext context;
    private CompiledScenario scenario;
    private List<List<Plan>> behaviors;
    private List<String> behaviorIds;
    private int current;
    private boolean stopped;
    private Map<String, Integer> typeIds;
    private long warmupCalls;
    private long steps;
    private long callsPerStep;
    /** Each behavior's share of the run in ns; {@code Long.MAX_VALUE} when unbounded. */
    private long shareNanos;

    /** Per behavior, its samples when a native client runs its loop; null for a Java loop. */
    private List<List<ActionPlan>> nativeSamples;

    private RunningLoop user;
    /** The one thread the loops' users run on, one loop after the other. */
    private volatile UserPool pool;
    /** Its one client is calling: the population gauge, so that JTL threads and live views count it. */
    private volatile boolean looping;
    private Writer stepFile;
    /** Null when the blade runs on no emulated host. */
    private LinkTally link;

    @Override
    public void init(BladeContext context) throws BladeException {
        this.context = context;
        Settings settings = new Reader().read(BladeArguments.parse(context.bladeId(), context.argument()), context::file);
        warmupCalls = settings.warmupCalls();
        steps = settings.steps();
        callsPerStep = settings.callsPerStep();
        shareNanos = settings.share() == null ? Long.MAX_VALUE : settings.share().toNanos();
        scenario = ScenarioLoader.compile(context, settings.scenario());
        behaviorIds = settings.behaviorIds();
        behaviors = behaviorIds.stream().map(id -> scenario.behaviors().get(id)).toList();
        typeIds = ScenarioLoader.registerActionTypes(context, scenario, behaviorIds);
        nativeSamples = new java.util.ArrayList<>();
        for (int i = 0; i < behaviors.size(); i++) {
            nativeSamples.add(nativeSamples(context.bladeId(), behaviorIds.get(i), behaviors.get(i)));
        }
        try {
            stepFile = context.newEventFile(STEPS);
            stepFile.write(STEPS_HEADER + "\n");
            stepFile.flush();
        } catch (IOException e) {
            throw new BladeException("blade " + context.bladeId() + ": cannot create its steps file: " + e.getMessage());
        }
        try {
            link = LinkTally.open(context).orElse(null);
        } catch (IOException e) {
            throw new BladeException("blade " + context.bladeId() + ": cannot create its link file: " + e.getMessage());
        }
    }

    /** What the argument gives, the scenario parsed: read at plan check and at init. */
    record Settings(Scenario scenario, List<String> behaviorIds, long warmupCalls, long steps, long callsPerStep,
                    java.time.Duration share) {
    }

    /** Reads {@code scenario=FILE [behavior=ID] warmup=X steps=S calls=I [share=DURATION]}. */
    public static final class Reader implements ArgumentReader<Settings> {
        @Override
        public Settings read(BladeArguments arguments, BladeFiles files) throws BladeException {
            String file = arguments.required(ScenarioLoader.SCENARIO_PARAMETER, "the scenario file");
            long warmupCalls = arguments.nonNegativeLong("warmup", 1000);
            long steps = arguments.positiveInt("steps", 10);
            long callsPerStep = arguments.positiveInt("calls", 500);
            java.time.Duration share = arguments.duration(SHARE, null, "s");
            arguments.text("behavior", null); // read below, once the scenario is parsed
            arguments.requireAllKnown();
            Scenario scenario = ScenarioLoader.read(arguments, files);
            return new Settings(scenario, ScenarioLoader.behaviors(arguments, scenario, file), warmupCalls, steps,
                    callsPerStep, share);
        }
    }

    @Override
    public synchronized void start() {
        current = 0;
        looping = true;
        // each loop's user records in its own recorder, handed over when its loop ends
        pool = new UserPool(context.bladeId(), new UserThreads(UserThreads.Kind.PLATFORM), 1, null);
        context.gauge(ScenarioRunner.POPULATION_GAUGE, () -> looping ? 1 : 0);
        startLoop();
    }

    /** What a loop in progress is, to stop it: a virtual user, or a native client's program. */
    interface RunningLoop {
        void stopNow();

        void join(long millis) throws InterruptedException;
    }

    /**
     * The samples of a behavior that a native client runs, in order; null when no native client is
     * used. A native program runs whole iterations of calls, so such a behavior is samples of that
     * one client and nothing else: no timers, controls, branches or other plugins.
     */
    static List<ActionPlan> nativeSamples(String bladeId, String behaviorId, List<Plan> plans) throws BladeException {
        boolean anyNative = ScenarioLoader.usesOf(plans).stream().anyMatch(use -> use.template() instanceof WholeLoop);
        if (!anyNative) {
            return null;
        }
        List<ActionPlan> samples = new java.util.ArrayList<>();
        for (Plan plan : plans) {
            if (!(plan instanceof ActionPlan action) || action.kind() != org.mwbench.platform.plugin.ActionKind.SAMPLE
                    || !(action.use().template() instanceof WholeLoop)
                    || (!samples.isEmpty() && samples.get(0).use() != action.use())) {
                throw new BladeException("blade " + bladeId + ": behavior '" + behaviorId + "' uses a native client,"
                        + " which runs whole loops in its own program: the behavior must hold samples of that one"
                        + " client only (no timers, controls, branches or other plugins)");
            }
            samples.add(action);
        }
        return samples;
    }

    /** Runs the current behavior's loop: its own user, warm-up and steps. */
    private synchronized void startLoop() {
        List<ActionPlan> samples = nativeSamples.get(current);
        if (samples != null) {
            startNativeLoop(samples);
            return;
        }
        long now = System.nanoTime();
        long shareEnd = shareEnd(now);
        UserEnvironment environment = new UserEnvironment(context, scenario, new RunClock(now), typeIds, true, pool,
                now);
        StepAccumulator accumulator = new StepAccumulator();
        VirtualUser loopUser = new VirtualUser(current, environment, behaviors.get(current),
                new Schedule(accumulator, current, shareEnd), ended -> loopEnded(ended));
        loopUser.listen(accumulator);
        user = loopUser;
        loopUser.start();
    }

    /** Hands the current behavior's whole loop to its native client's program. */
    private void startNativeLoop(List<ActionPlan> samples) {
        WholeLoop client = (WholeLoop) samples.get(0).use().template();
        List<String> command;
        try {
            command = client.command(samples, warmupCalls, steps, callsPerStep);
        } catch (org.mwbench.platform.plugin.PluginException e) {
            context.alarm(AlarmSeverity.ERROR, "behavior '" + behaviorIds.get(current) + "': " + e.getMessage());
            Thread next = new Thread(() -> loopEnded(null), "mwbench-loop-next");
            next.start();
            return;
        }
        int behavior = current;
        NativeLoop loop = new NativeLoop(context, command, NativeLoop.types(samples, typeIds), current, this::writeStep,
                () -> loopEnded(null), shareEnd(System.nanoTime()), measured -> shareEnded(behavior, measured));
        user = loop;
        loop.start();
    }

    private synchronized void loopEnded(VirtualUser ended) {
        if (stopped) {
            return; // stop() closes the files
        }
        current++;
        if (current < behaviors.size()) {
            startLoop();
        } else {
            finished();
        }
    }

    /** When a behavior's loop begun at {@code start} has had its share: {@code Long.MAX_VALUE} when unbounded. */
    private long shareEnd(long start) {
        return shareNanos == Long.MAX_VALUE ? Long.MAX_VALUE : start + shareNanos;
    }

    /** Says that a behavior's share ended after {@code measured} of its steps, the rest skipped. */
    private void shareEnded(int behavior, long measured) {
        if (measured >= steps) {
            return; // a native program ended at its last step: nothing skipped
        }
        context.alarm(AlarmSeverity.WARNING, String.format(java.util.Locale.ROOT,
                "behavior %s: %d of %d steps measured, its share of %s (%s, set by --duration) ended; the next "
                        + "behavior begins", behaviorIds.get(behavior), measured, steps,
                PlannedLength.format(java.time.Duration.ofNanos(shareNanos)),
                SHARE + "=" + shareNanos / 1_000_000 + "ms"));
    }

    /**
     * Counts iterations: warm-up first, then steps, writing each step's figures at its end; after
     * the first step, ends at the first step's end past the behavior's share.
     */
    private final class Schedule implements IterationSource {
        private final StepAccumulator accumulator;
        /** Which of the behaviors this loop runs. */
        private final int behavior;
        /** When its share ends, in {@code System.nanoTime()}; {@code Long.MAX_VALUE} for none. */
        private final long shareEnd;
        private long iteration;

        Schedule(StepAccumulator accumulator, int behavior, long shareEnd) {
            this.accumulator = accumulator;
            this.behavior = behavior;
            this.shareEnd = shareEnd;
        }

        @Override
        public long next(VirtualUser loopUser) {
            long measured = iteration - warmupCalls;
            boolean stepEnded = measured > 0 && measured % callsPerStep == 0;
            if (stepEnded) {
                writeStep(measured / callsPerStep - 1, accumulator);
            }
            if (link != null && measured == 0) {
                link.windowStarts();
            }
            boolean shareOver = stepEnded && measured < steps * callsPerStep && shareEnd != Long.MAX_VALUE
                    && System.nanoTime() - shareEnd >= 0;
            if (measured >= steps * callsPerStep || shareOver) {
                if (link != null) {
                    link.windowEnds(behaviorIds.get(behavior), ScenarioLoader.sampleLabels(behaviors.get(behavior)),
                            measured);
                }
                if (shareOver) {
                    shareEnded(behavior, measured / callsPerStep);
                }
                return END;
            }
            loopUser.warmupIteration(iteration < warmupCalls);
            iteration++;
            return AT_ONCE;
        }
    }

    private void writeStep(long step, StepAccumulator accumulator) {
        long end = context.timeBase().nowSinceOrigin();
        try {
            for (int type = 0; type < accumulator.types(); type++) {
                if (accumulator.calls(type) > 0) {
                    stepFile.write(step + "," + CsvText.field(context.actionTypes().nameOf(type)) + ","
                            + accumulator.calls(type) + "," + accumulator.errors(type) + ","
                            + Math.round(accumulator.mean(type)) + "," + accumulator.min(type) + ","
                            + accumulator.max(type) + "," + end + "\n");
                }
            }
            stepFile.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        accumulator.clear();
    }

    private void finished() {
        looping = false;
        closeStepFile();
        if (link != null) {
            try {
                link.measureIdle(CONTROL_TRAFFIC_SPAN);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            link.close();
        }
        context.completed();
    }

    @Override
    public void suspend() {
        context.alarm(AlarmSeverity.WARNING, "a benchmark loop cannot be suspended: its step means would include the pause");
    }

    @Override
    public void resume() {
    }

    @Override
    public void stop() {
        RunningLoop running;
        synchronized (this) {
            stopped = true; // no next loop starts from now on
            looping = false;
            running = user;
        }
        if (running != null) {
            running.stopNow();
            try {
                running.join(30_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (pool != null) {
            pool.close();
            try {
                pool.awaitEnded(System.nanoTime() + 30_000_000_000L);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        closeStepFile();
        if (link != null) {
            link.close();
        }
        scenario.closeTemplates();
    }

    private synchronized void closeStepFile() {
        if (stepFile != null) {
            try {
                stepFile.close();
            } catch (IOException e) {
                context.alarm(AlarmSeverity.ERROR, "closing the steps file failed: " + e.getMessage());
            }
            stepFile = null;
        }
    }
}
