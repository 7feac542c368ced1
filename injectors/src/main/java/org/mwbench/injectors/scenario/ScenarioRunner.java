package org.mwbench.injectors.scenario;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.mwbench.injectors.scenario.Scenario.Group;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.blade.ReadsArgumentWith;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeInsert;
import org.mwbench.platform.blade.FileParameters;

/**
 * The scenario runner blade, as CLIF's IsacRunner: virtual users run the behaviors of a
 * scenario file, in the populations (closed model) or arrival rates (open model) its load
 * profile gives over time.
 *
 * <p>Argument: {@code scenario=FILE [warmup=0s] [events=all|histograms]
 * [threads=platform|virtual|auto] [max_threads=N] [period=100ms]}. {@code FILE} is a file of
 * the plan's folder, sent to the agent with the plan. Calls that start within {@code warmup}
 * of the start are stored as warm-up. {@code events=histograms} keeps interval histograms
 * only, no row per call, for very high rates. {@code period} is how often populations
 * follow the profile (100 ms at most). {@code time_scale} (above 0, at most 1; default 1) multiplies
 * every point's x: {@code --duration} sets it to run the whole profile in less time.
 *
 * <p>Users share a pool of threads ({@link UserPool}): a thinking or waiting user holds
 * none, so threads grow to the calls in flight, at most {@code max_threads} (default: no
 * bound beyond the users themselves, so a plan measures what it always did). {@code threads}
 * says which threads the pool makes. At stop the blade writes what its pool did to the event
 * file {@code pool}: {@value #POOL_HEADER}.
 */
@FileParameters(ScenarioLoader.SCENARIO_PARAMETER)
@ReadsArgumentWith(ScenarioRunner.Reader.class)
public class ScenarioRunner implements BladeInsert, org.mwbench.platform.blade.SplitsLoad {
    static final Duration MAX_PERIOD = Duration.ofMillis(100);
    /** The argument that multiplies the profile's time, which {@code --duration} sets. */
    public static final String TIME_SCALE = "time_scale";
    /** The gauge under which the live view gets the number of running users. */
    public static final String POPULATION_GAUGE = "population";
    private static final Duration STOP_PATIENCE = Duration.ofSeconds(30);
    /** The event file of the pool's figures, and its header. */
    public static final String POOL_FILE = "pool";
    public static final String POOL_HEADER = "#threads,max_threads,peak_threads,dispatches,waits,waited_ns,longest_wait_ns";

    private BladeContext context;
    private CompiledScenario scenario;
    private Map<String, Integer> typeIds;
    private boolean writeEvents;
    private UserThreads threads;
    private int maxThreads;
    private long warmupNanos;
    private long periodNanos;

    private UserEnvironment environment;
    private final List<GroupRunner> groups = new ArrayList<>();
    private Thread controller;
    private volatile boolean stopping;

    @Override
    public void init(BladeContext context) throws BladeException {
        this.context = context;
        Settings settings = new Reader().read(BladeArguments.parse(context.bladeId(), context.argument()), context::file);
        warmupNanos = settings.warmupNanos();
        writeEvents = settings.writeEvents();
        periodNanos = settings.periodNanos();
        threads = settings.threads();
        maxThreads = settings.maxThreads();
        scenario = ScenarioLoader.compile(context, settings.scenario());
        typeIds = ScenarioLoader.registerActionTypes(context, scenario,
                settings.scenario().groups().stream().map(Scenario.Group::behaviorId).distinct().toList());
    }

    /** What the argument gives, the scenario parsed: read at plan check and at init. */
    record Settings(Scenario scenario, long warmupNanos, boolean writeEvents, UserThreads threads, int maxThreads,
                    long periodNanos) {
    }

    /**
     * Reads {@code scenario=FILE [warmup=0s] [events=all|histograms] [threads=...] [max_threads=N] [period=100ms]
     * [segment=K/N]}; with a segment (a blade spread over an agent pool), each group runs its share of the load.
     */
    public static final class Reader implements ArgumentReader<Settings> {
        @Override
        public Settings read(BladeArguments arguments, BladeFiles files) throws BladeException {
            String bladeId = arguments.bladeId();
            String file = arguments.required(ScenarioLoader.SCENARIO_PARAMETER, "the scenario file");
            long warmupNanos = arguments.duration("warmup", Duration.ZERO, "s").toNanos();
            boolean writeEvents = ScenarioLoader.keepEvents(arguments, "all");
            UserThreads threads = UserThreads.parse(bladeId, arguments.text("threads", "platform"));
            int maxThreads = arguments.positiveInt("max_threads", UserPool.UNBOUNDED);
            Duration period = arguments.duration("period", MAX_PERIOD, "ms");
            org.mwbench.platform.blade.LoadSegment segment = org.mwbench.platform.blade.LoadSegment.read(arguments);
            double timeScale = arguments.fraction(TIME_SCALE, 1);
            arguments.requireAllKnown();
            if (timeScale == 0) {
                throw arguments.invalid(TIME_SCALE, "0", "above 0, at most 1: the profile's time is multiplied by it");
            }
            if (period.isZero() || period.compareTo(MAX_PERIOD) > 0) {
                throw arguments.invalid("period", period.toMillis() + "ms",
                        "populations follow the profile at least every " + MAX_PERIOD.toMillis() + " ms: above 0, at most 100ms");
            }
            Scenario scenario = ScenarioLoader.read(arguments, files).share(segment).scaledInTime(timeScale);
            if (scenario.groups().isEmpty()) {
                throw new BladeException("blade " + bladeId + ": scenario " + file + " has no <loadprofile>: "
                        + "say how many users run, and when");
            }
            return new Settings(scenario, warmupNanos, writeEvents, threads, maxThreads, period.toNanos());
        }
    }

    @Override
    public synchronized void start() {
        long now = System.nanoTime();
        environment = new UserEnvironment(context, scenario, new RunClock(now), typeIds, writeEvents,
                new UserPool(context.bladeId(), threads, maxThreads, () -> context.newRecorder(writeEvents)),
                now + warmupNanos);
        AtomicInteger userIds = new AtomicInteger();
        for (Group group : scenario.groups()) {
            groups.add(group.model() == Scenario.Model.OPEN
                    ? new OpenGroupRunner(group, environment, userIds)
                    : new ClosedGroupRunner(group, environment, userIds));
        }
        context.gauge(POPULATION_GAUGE, this::population);
        controller = new Thread(this::control, "mwbench-population-" + context.bladeId());
        controller.setDaemon(true);
        controller.start();
    }

    /** Keeps every group on its profile until all are over; then the blade has completed. */
    private void control() {
        long nextTick = System.nanoTime();
        while (!stopping) {
            long elapsed = environment.clock.elapsedNanos();
            boolean allFinished = true;
            for (GroupRunner group : groups) {
                if (!environment.paused) {
                    group.adjust(elapsed);
                }
                allFinished &= group.finished(elapsed);
            }
            if (allFinished) {
                context.completed();
                return;
            }
            nextTick += periodNanos;
            long wait = nextTick - System.nanoTime();
            if (wait > 0) {
                java.util.concurrent.locks.LockSupport.parkNanos(wait);
            } else {
                nextTick = System.nanoTime(); // fell behind (a long GC?): do not try to catch up in a burst
            }
        }
    }

    /** Users running now, over all groups. */
    public int population() {
        return groups.stream().mapToInt(GroupRunner::population).sum();
    }

    @Override
    public void suspend() {
        environment.paused = true;
        environment.clock.pause();
    }

    @Override
    public void resume() {
        environment.clock.resume();
        // Warm-up is scenario time: a suspension during it must not shorten it.
        environment.warmupEndNanoTime = environment.clock.nanoTimeAt(warmupNanos);
        environment.paused = false;
    }

    @Override
    public void stop() {
        stopping = true;
        if (environment == null) {
            closeTemplates();
            return;
        }
        environment.paused = false;
        environment.clock.resume();
        Thread running = controller;
        if (running != null && running != Thread.currentThread()) {
            running.interrupt();
        }
        long deadline = System.nanoTime() + STOP_PATIENCE.toNanos();
        try {
            for (GroupRunner group : groups) {
                group.stopAll(deadline);
            }
            if (running != null && running != Thread.currentThread()) {
                running.join(TimeUnit.NANOSECONDS.toMillis(Math.max(1, deadline - System.nanoTime())));
            }
            environment.pool.close();
            awaitWorkers(deadline);
        } catch (InterruptedException e) {
            environment.pool.close();
            Thread.currentThread().interrupt();
        }
        writePoolFigures(environment.pool.figures());
        closeTemplates();
    }

    /** Waits for the workers to hand over their last calls; a worker still in a call past the deadline is said. */
    private void awaitWorkers(long deadline) throws InterruptedException {
        if (!environment.pool.awaitEnded(deadline)) {
            context.alarm(org.mwbench.platform.blade.AlarmSeverity.WARNING, "some user threads had not ended "
                    + STOP_PATIENCE.toSeconds() + " s after the stop: calls they make from now on are not stored");
        }
    }

    /** Figures of the pool so far: threads used, and how often and how long due users waited for one. */
    UserPool.Figures poolFigures() {
        return environment.pool.figures();
    }

    private void writePoolFigures(UserPool.Figures figures) {
        try (java.io.Writer file = context.newEventFile(POOL_FILE)) {
            file.write(POOL_HEADER + "\n" + threads.kind().name().toLowerCase(java.util.Locale.ROOT) + ","
                    + (figures.maxThreads() == UserPool.UNBOUNDED ? "" : figures.maxThreads()) + ","
                    + figures.peakThreads() + "," + figures.dispatches() + "," + figures.waits() + ","
                    + figures.waitedNanos() + "," + figures.longestWaitNanos() + "\n");
        } catch (java.io.IOException e) {
            context.alarm(org.mwbench.platform.blade.AlarmSeverity.WARNING, "cannot write the pool file: " + e.getMessage());
        }
    }

    private void closeTemplates() {
        if (scenario != null) {
            scenario.closeTemplates();
        }
    }

}
