package org.mwbench.injectors.scenario;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import org.mwbench.platform.blade.ProcessCpuGauge;

/**
 * Böszörményi et al. 1999's scalability run as a sequence of steady plateaus: for each behavior of the
 * scenario in turn (one middleware each), a closed population of users that call without
 * pause grows through the given client counts, and each count is measured only once it is
 * steady. A plateau's window opens when every user of the population has ended a call after
 * the population was reached (so no user is still connecting), then grows by samples of
 * {@code sample} until the 95% confidence interval of its throughput, by batch means over the
 * autocorrelated samples ({@link BatchMeans}), is within {@code width} of the mean, after at
 * least {@code min_intervals} seconds; or until its time budget {@code max} is spent. A plateau
 * whose budget ran out settles only if its interval is within {@code widest}, and is marked as
 * widened: on a noisy machine a throughput that swings by 20% from second to second needs about
 * a minute to be known within 5%, longer than a plan of a hundred plateaus can give each, and a
 * verdict at a width the run states is worth more than none. {@code widest} is {@code width}
 * unless the plan says otherwise. A plateau that reaches neither is written as not settled,
 * with the interval it reached, not as a steady one. Each plateau becomes a row of the
 * {@code plateaus} file ({@link PlateauFile}).
 *
 * <p>Argument: {@code scenario=FILE [behavior=ID;ID...] [clients=1;2;5;10;20;50;100;200;500;1000]
 * [width=5%] [widest=WIDTH] [min_intervals=3] [min_batches=5] [sample=250ms] [max=15s] [settle=30s] [ramp=1s]
 * [warmup=3s] [gap=1s] [threads=platform|virtual|auto] [events=histograms|all]}. Users added for a plateau start
 * evenly over {@code ramp}, so that a thousand do not connect in the same millisecond. Each
 * behavior starts with {@code warmup} at its first client count, whose calls are kept as
 * warm-up. Between two behaviors every user stops and {@code gap} passes. Without
 * {@code behavior}, every behavior of the scenario runs, in the scenario's order.
 */
@FileParameters(ScenarioLoader.SCENARIO_PARAMETER)
@ReadsArgumentWith(PlateauRunner.Reader.class)
public class PlateauRunner implements BladeInsert {
    static final List<Integer> DEFAULT_CLIENTS = List.of(1, 2, 5, 10, 20, 50, 100, 200, 500, 1000);
    /** More users than this in one blade is a typo, not a test: each is a thread. */
    static final int MAX_CLIENTS = 20_000;
    private static final long SECOND = 1_000_000_000L;
    private static final long POLL_NANOS = 20_000_000L;
    private static final Duration STOP_PATIENCE = Duration.ofSeconds(30);

    private BladeContext context;
    private CompiledScenario scenario;
    private Map<String, Integer> typeIds;
    private List<String> behaviorIds;
    private List<Integer> clients;
    private double width;
    private double widest;
    private int minIntervals;
    private int minBatches;
    private long sampleNanos;
    private long maxNanos;
    private long settleNanos;
    private long rampNanos;
    private long warmupNanos;
    private long gapNanos;
    private UserThreads threads;
    private boolean writeEvents;
    private PlateauFile file;

    private Thread driver;
    private volatile boolean stopping;
    private final List<VirtualUser> users = new ArrayList<>();

    @Override
    public void init(BladeContext context) throws BladeException {
        this.context = context;
        Settings settings = new Reader().read(BladeArguments.parse(context.bladeId(), context.argument()), context::file);
        clients = settings.clients();
        width = settings.width();
        widest = settings.widest();
        minIntervals = settings.minIntervals();
        minBatches = settings.minBatches();
        sampleNanos = settings.sampleNanos();
        maxNanos = settings.maxNanos();
        settleNanos = settings.settleNanos();
        rampNanos = settings.rampNanos();
        warmupNanos = settings.warmupNanos();
        gapNanos = settings.gapNanos();
        threads = settings.threads();
        writeEvents = settings.writeEvents();
        behaviorIds = settings.behaviorIds();
        scenario = ScenarioLoader.compile(context, settings.scenario());
        typeIds = ScenarioLoader.registerActionTypes(context, scenario, behaviorIds);
        try {
            file = new PlateauFile(context.newEventFile(PlateauFile.NAME));
        } catch (IOException e) {
            throw new BladeException("blade " + context.bladeId() + ": cannot create its plateaus file: " + e.getMessage());
        }
    }

    /** What the argument gives, the scenario parsed: read at plan check and at init. */
    record Settings(Scenario scenario, List<String> behaviorIds, List<Integer> clients, double width, double widest, int minIntervals,
                    int minBatches, long sampleNanos, long maxNanos, long settleNanos, long rampNanos, long warmupNanos, long gapNanos,
                    UserThreads threads, boolean writeEvents) {
    }

    /** Reads the argument the class comment gives. */
    public static final class Reader implements ArgumentReader<Settings> {
        @Override
        public Settings read(BladeArguments arguments, BladeFiles files) throws BladeException {
            String bladeId = arguments.bladeId();
            String scenarioFile = arguments.required(ScenarioLoader.SCENARIO_PARAMETER, "the scenario file");
            arguments.text("behavior", null); // read below, once the scenario is parsed
            List<Integer> clients = PlateauArguments.clients(bladeId, arguments.text("clients", null), DEFAULT_CLIENTS,
                    MAX_CLIENTS);
            String widthText = arguments.text("width", "5%");
            double width = PlateauArguments.width(bladeId, "width", widthText);
            String widestText = arguments.text("widest", widthText);
            double widest = PlateauArguments.width(bladeId, "widest", widestText);
            int minIntervals = arguments.positiveInt("min_intervals", 3);
            int minBatches = arguments.positiveInt("min_batches", 5);
            long sampleNanos = arguments.duration("sample", Duration.ofMillis(250), "ms").toNanos();
            long maxNanos = arguments.duration("max", Duration.ofSeconds(15), "s").toNanos();
            long settleNanos = arguments.duration("settle", Duration.ofSeconds(30), "s").toNanos();
            long rampNanos = arguments.duration("ramp", Duration.ofSeconds(1), "s").toNanos();
            long warmupNanos = arguments.duration("warmup", Duration.ofSeconds(3), "s").toNanos();
            long gapNanos = arguments.duration("gap", Duration.ofSeconds(1), "s").toNanos();
            UserThreads threads = UserThreads.parse(bladeId, arguments.text("threads", "platform"));
            boolean writeEvents = ScenarioLoader.keepEvents(arguments, "histograms");
            arguments.requireAllKnown();
            if (widest < width) {
                throw arguments.invalid("widest", widestText, "at least width = " + widthText + ": it is the widest interval "
                        + "a plateau whose time ran out may still settle at");
            }
            if (minIntervals < 2) {
                throw arguments.invalid("min_intervals", Integer.toString(minIntervals),
                        "at least 2 seconds: a shorter window holds too little of a plateau to judge it");
            }
            if (maxNanos < (long) minIntervals * SECOND) {
                throw arguments.invalid("max", Duration.ofNanos(maxNanos).toString(),
                        "it must leave room for min_intervals = " + minIntervals + " seconds");
            }
            if (minBatches < 2) {
                throw arguments.invalid("min_batches", Integer.toString(minBatches),
                        "at least 2: a confidence interval over batch means needs at least 2 batches");
            }
            if (sampleNanos < 10_000_000L || sampleNanos > SECOND) {
                throw arguments.invalid("sample", Duration.ofNanos(sampleNanos).toString(),
                        "from 10 ms to 1 s: shorter samples hold too few calls, longer ones too few batches");
            }
            if (maxNanos < minBatches * sampleNanos) {
                throw arguments.invalid("max", Duration.ofNanos(maxNanos).toString(),
                        "it must leave room for min_batches = " + minBatches + " samples of " + sampleNanos / 1_000_000
                                + " ms");
            }
            Scenario scenario = ScenarioLoader.read(arguments, files);
            return new Settings(scenario, ScenarioLoader.behaviors(arguments, scenario, scenarioFile), clients, width,
                    widest, minIntervals, minBatches, sampleNanos, maxNanos, settleNanos, rampNanos, warmupNanos, gapNanos, threads, writeEvents);
        }
    }

    @Override
    public synchronized void start() {
        context.gauge(ScenarioRunner.POPULATION_GAUGE, this::population);
        driver = new Thread(this::runAll, "mwbench-plateaus-" + context.bladeId());
        driver.setDaemon(true);
        driver.start();
    }

    private synchronized long population() {
        return users.size();
    }

    private void runAll() {
        try {
            for (int i = 0; i < behaviorIds.size() && !stopping; i++) {
                if (i > 0) {
                    Thread.sleep(gapNanos / 1_000_000, (int) (gapNanos % 1_000_000));
                }
                new BehaviorPlateaus(behaviorIds.get(i)).run();
            }
            if (!stopping) {
                file.close();
                context.completed();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // stop() is under way
        } catch (IOException | RuntimeException | Error e) {
            if (!stopping) {
                context.failed(e); // the blade must end, not stay running with no one driving it
            }
        }
    }

    /** The plateaus of one behavior: its users, from its first client count to its last. */
    private final class BehaviorPlateaus {
        private final String behaviorId;
        private final List<Plan> behavior;
        private final PlateauTally tally;
        private final UserEnvironment environment;
        private final String server;

        BehaviorPlateaus(String behaviorId) {
            this.behaviorId = behaviorId;
            this.behavior = scenario.behaviors().get(behaviorId);
            List<Integer> types = ScenarioLoader.sampleLabels(behavior).stream().map(typeIds::get).toList();
            this.tally = new PlateauTally(types, clients.get(clients.size() - 1));
            long now = System.nanoTime();
            this.environment = new UserEnvironment(context, scenario, new RunClock(now), typeIds, writeEvents,
                    new UserPool(context.bladeId(), threads, UserPool.UNBOUNDED, () -> context.newRecorder(writeEvents)),
                    now + warmupNanos);
            this.server = serverOf(behavior);
        }

        void run() throws InterruptedException, IOException {
            try {
                for (int plateau = 0; plateau < clients.size() && !stopping; plateau++) {
                    int target = clients.get(plateau);
                    grow(target);
                    if (plateau == 0) {
                        sleepUntil(environment.warmupEndNanoTime);
                    }
                    measure(target, awaitEveryUserCalled(target));
                }
            } finally {
                stopUsers();
                environment.pool.close();
                awaitWorkers();
            }
        }

        /** Starts users up to the target, evenly over the ramp; restarts any that ended by themselves. */
        private void grow(int target) throws InterruptedException {
            int missing;
            synchronized (PlateauRunner.this) {
                restartEnded();
                missing = target - users.size();
            }
            long spacing = missing > 0 ? rampNanos / missing : 0;
            long next = System.nanoTime();
            for (int i = 0; i < missing && !stopping; i++) {
                sleepUntil(next);
                synchronized (PlateauRunner.this) {
                    VirtualUser user = newUser(users.size());
                    users.add(user);
                    user.start();
                }
                next += spacing;
            }
        }

        private VirtualUser newUser(int id) {
            VirtualUser user = new VirtualUser(id, environment, behavior, unused -> IterationSource.AT_ONCE,
                    ended -> { });
            user.listen(tally);
            return user;
        }

        /** A user that ended by itself (it could not connect, say) is replaced under the same id, as a client that retries. */
        private void restartEnded() {
            for (int id = 0; id < users.size(); id++) {
                if (users.get(id).ended() && !stopping) {
                    VirtualUser user = newUser(id);
                    users.set(id, user);
                    user.start();
                }
            }
        }

        /**
         * Waits until every user has ended a measured call after the population was reached, at
         * most {@code settle}; returns when the wait ended.
         */
        private long awaitEveryUserCalled(int target) throws InterruptedException {
            long reached = System.nanoTime();
            long deadline = reached + settleNanos;
            long nextRestart = reached + SECOND;
            while (!stopping && System.nanoTime() - deadline < 0) {
                if (calledSince(reached) == target) {
                    break;
                }
                if (System.nanoTime() - nextRestart >= 0) {
                    synchronized (PlateauRunner.this) {
                        restartEnded();
                    }
                    nextRestart += SECOND;
                }
                Thread.sleep(POLL_NANOS / 1_000_000);
            }
            return System.nanoTime();
        }

        private int calledSince(long nanoTime) {
            int called = 0;
            for (int id = 0; id < clients.get(clients.size() - 1); id++) {
                if (tally.calledSince(id, nanoTime)) {
                    called++;
                }
            }
            return called;
        }

        /**
         * Samples of {@code sample} until the throughput of every action type is steady (its batch-means
         * interval within {@code width}, after {@code min_intervals} seconds), or until the budget
         * {@code max} is spent, when a type whose interval is within {@code widest} settles widened.
         */
        private void measure(int target, long windowStart) throws InterruptedException, IOException {
            int[] types = tally.types();
            BatchMeans[] throughputs = new BatchMeans[types.length];
            BatchMeans.Estimate[] estimates = new BatchMeans.Estimate[types.length];
            for (int i = 0; i < types.length; i++) {
                throughputs[i] = new BatchMeans(minBatches);
            }
            ProcessCpuGauge cpu = new ProcessCpuGauge();
            tally.startWindow();
            long start = System.nanoTime();
            long minimumEnd = start + minIntervals * SECOND;
            long intervalStart = start;
            boolean settled = false;
            while (!stopping && !settled && intervalStart - start < maxNanos) {
                long sampleEnd = intervalStart + sampleNanos;
                sleepUntil(sampleEnd - (start + maxNanos) > 0 ? start + maxNanos : sampleEnd); // the budget cuts the last
                long intervalEnd = System.nanoTime();
                settled = intervalEnd - minimumEnd >= 0;
                for (int i = 0; i < types.length; i++) {
                    throughputs[i].add(tally.endInterval(types[i]), (intervalEnd - intervalStart) / (double) SECOND);
                    estimates[i] = throughputs[i].estimate();
                    settled &= estimates[i].within(width);
                }
                intervalStart = intervalEnd;
            }
            if (stopping) {
                return; // a plateau cut short is no plateau
            }
            PlateauFile.Verdict[] verdicts = new PlateauFile.Verdict[types.length];
            boolean widened = !settled;
            for (int i = 0; i < types.length; i++) {
                // each type's own verdict: it may have settled while another type of the same plateau did not
                verdicts[i] = PlateauFile.Verdict.of(estimates[i], intervalStart - start, minIntervals * SECOND, maxNanos,
                        width, widest);
                widened &= verdicts[i] != PlateauFile.Verdict.NOT_SETTLED;
            }
            double cpuPercent = cpu.getAsLong();
            int active = calledSince(start);
            for (int i = 0; i < types.length; i++) {
                int type = types[i];
                org.HdrHistogram.Histogram latencies = tally.windowLatencies(type);
                // one snapshot of the failures gives both the count and its kinds, which calls still ending
                // while the row is written could otherwise set apart by one
                java.util.Map<String, Long> failures = tally.failures(type);
                long errors = failures.values().stream().mapToLong(Long::longValue).sum();
                file.write(new PlateauFile.Row(behaviorId, context.actionTypes().nameOf(type), target, active, server,
                        context.timeBase().sinceOrigin(start), context.timeBase().sinceOrigin(intervalStart),
                        estimates[i].batches(), verdicts[i], width * 100,
                        tally.windowSuccesses(type) + errors, errors,
                        estimates[i].mean(), estimates[i].halfWidth(),
                        latencies.getTotalCount() == 0 ? Double.NaN : latencies.getMean(),
                        latencies.getValueAtPercentile(99), cpuPercent, cpu.cores(), failures));
            }
            if (!settled) {
                String wanted = "±" + PlateauFile.percent(width * 100) + "%";
                String widestWidth = "±" + PlateauFile.percent(widest * 100) + "%";
                String budget = Duration.ofNanos(maxNanos).toMillis() / 1000.0 + " s (" + wanted + " wanted";
                context.alarm(AlarmSeverity.INFO, behaviorId + " at " + target + " clients " + (widened
                        ? "settled only within the widest " + widestWidth + " in " + budget
                        : "did not settle within " + budget + (widest > width ? ", nor within the widest " + widestWidth : ""))
                        + "): " + reached(types, estimates));
            }
        }

        /** What each type reached, e.g. "ping ±7.2% over 6 batches of 2 samples, lag-1 0.35 (correlated)". */
        private String reached(int[] types, BatchMeans.Estimate[] estimates) {
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < types.length; i++) {
                BatchMeans.Estimate e = estimates[i];
                parts.add(String.format(java.util.Locale.ROOT, "%s ±%.1f%% over %d batches of %d samples, lag-1 %.2f%s",
                        context.actionTypes().nameOf(types[i]), e.halfWidthPercent(), e.batches(), e.batchSize(),
                        e.lag1(), e.independent() ? "" : " (correlated: the interval is not trusted)"));
            }
            return String.join("; ", parts);
        }

        /** Waits for the workers to hand over their last calls, even when the run is being stopped (interrupted). */
        private void awaitWorkers() {
            boolean interrupted = Thread.interrupted();
            try {
                environment.pool.awaitEnded(System.nanoTime() + STOP_PATIENCE.toNanos());
            } catch (InterruptedException e) {
                interrupted = true;
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        /** Stops every user and waits for them, even when the run is being stopped (interrupted). */
        private void stopUsers() {
            List<VirtualUser> all;
            synchronized (PlateauRunner.this) {
                all = new ArrayList<>(users);
                users.clear();
            }
            all.forEach(VirtualUser::stopNow);
            boolean interrupted = Thread.interrupted();
            long deadline = System.nanoTime() + STOP_PATIENCE.toNanos();
            try {
                for (VirtualUser user : all) {
                    user.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                }
            } catch (InterruptedException e) {
                interrupted = true;
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    /** The server blade a behavior calls: the {@code server} parameter of the first use it names that has one. */
    private String serverOf(List<Plan> behavior) {
        for (CompiledScenario.Use use : ScenarioLoader.usesOf(behavior)) {
            for (Scenario.PluginUse declared : scenario.scenario().uses()) {
                if (declared.id().equals(use.id()) && declared.parameters().containsKey("server")) {
                    return declared.parameters().get("server");
                }
            }
        }
        return "";
    }

    private void sleepUntil(long nanoTime) throws InterruptedException {
        long wait;
        while (!stopping && (wait = nanoTime - System.nanoTime()) > 0) {
            Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
        }
    }

    @Override
    public void suspend() {
        context.alarm(AlarmSeverity.WARNING, "a plateau run cannot be suspended: its plateaus would include the pause");
    }

    @Override
    public void resume() {
    }

    @Override
    public void stop() {
        stopping = true;
        Thread running = driver;
        if (running != null && running != Thread.currentThread()) {
            running.interrupt();
            try {
                running.join(STOP_PATIENCE.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try {
            file.close();
        } catch (IOException e) {
            context.alarm(AlarmSeverity.ERROR, "closing the plateaus file failed: " + e.getMessage());
        }
        scenario.closeTemplates();
    }
}
