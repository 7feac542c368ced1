package org.mwbench.platform.supervisor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalSummary;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;
import org.mwbench.platform.remote.SupervisorControl;
import org.mwbench.platform.storage.QuickStatistics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A supervisor kept up between commands: it serves {@link SupervisorControl} and, while a
 * test is deployed, polls the agents every second, so that live summaries are stored and
 * lost agents noticed whether or not anyone is watching.
 */
public final class SupervisorService implements SupervisorControl, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SupervisorService.class);

    private final Supervisor supervisor;
    private final AgentDirectoryService directory;
    private final ScheduledExecutorService poller;
    private volatile Snapshot lastSnapshot = Snapshot.EMPTY;
    private final Map<String, IntervalSummary> lastInterval = new LinkedHashMap<>();
    private final Map<String, GaugeReading> lastGauges = new LinkedHashMap<>();
    private volatile Path lastRun;

    public SupervisorService(Supervisor supervisor, AgentDirectoryService directory) {
        this.supervisor = supervisor;
        this.directory = directory;
        this.poller = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "mwbench-supervisor-poller");
            thread.setDaemon(true);
            return thread;
        });
        poller.scheduleAtFixedRate(this::poll, 1, 1, TimeUnit.SECONDS);
    }

    private void poll() {
        try {
            refresh();
        } catch (RuntimeException e) {
            LOG.error("polling the agents failed", e); // keep polling: one bad tick must not end monitoring
        }
    }

    /** Asks the agents for what is new; the background poller and status both come here. */
    private void refresh() {
        if (supervisor.current().isEmpty()) {
            return;
        }
        Snapshot snapshot = supervisor.poll();
        synchronized (lastInterval) {
            for (IntervalSummary summary : snapshot.summaries()) {
                lastInterval.put(summary.bladeId() + "/" + summary.actionType() + (summary.warmup() ? "#warmup" : ""), summary);
            }
            for (GaugeReading gauge : snapshot.gauges()) {
                lastGauges.put(gauge.bladeId() + "/" + gauge.name(), gauge);
            }
            lastSnapshot = snapshot;
        }
    }

    @Override
    public String deploy(String planText, String planOrigin, String planName)
            throws PlanException, SupervisorException {
        TestPlan plan = TestPlanParser.parse(planText, planOrigin, planName);
        synchronized (lastInterval) {
            lastInterval.clear();
            lastGauges.clear();
        }
        lastSnapshot = Snapshot.EMPTY;
        try {
            return supervisor.deploy(plan).runId(); // a PlanException goes back as it is: it is located
        } catch (SupervisorException e) {
            throw new SupervisorException(e.getMessage());
        }
    }

    @Override
    public void init() throws SupervisorException {
        rethrown(() -> {
            supervisor.init();
            return null;
        });
    }

    @Override
    public StartResult start() throws SupervisorException {
        return rethrown(supervisor::start);
    }

    @Override
    public void suspend(List<String> bladeIds) throws SupervisorException {
        rethrown(() -> {
            supervisor.suspend(bladeIds);
            return null;
        });
    }

    @Override
    public void resume(List<String> bladeIds) throws SupervisorException {
        rethrown(() -> {
            supervisor.resume(bladeIds);
            return null;
        });
    }

    @Override
    public void stop(List<String> bladeIds) throws SupervisorException {
        rethrown(() -> {
            supervisor.stop(bladeIds);
            return null;
        });
    }

    @Override
    public SupervisorStatus status() {
        refresh();
        Snapshot snapshot = lastSnapshot;
        List<IntervalSummary> intervals;
        List<GaugeReading> gauges;
        synchronized (lastInterval) {
            intervals = new ArrayList<>(lastInterval.values());
            gauges = new ArrayList<>(lastGauges.values());
        }
        return supervisor.current()
                .map(run -> new SupervisorStatus(run.runId(), snapshot.states(), snapshot.lostAgents(), intervals,
                        gauges, snapshot.elapsedNanos(), directory.names(), run.reportFolder().toString(), pathOf(lastRun)))
                .orElse(new SupervisorStatus(null, Map.of(), Map.of(), List.of(), List.of(), 0, directory.names(), null,
                        pathOf(lastRun)));
    }

    @Override
    public CollectResult collect() throws SupervisorException {
        ActiveRun run = supervisor.current().orElseThrow(() -> new SupervisorException("no test is deployed"));
        refresh();
        Snapshot snapshot = lastSnapshot;
        if (!snapshot.finished()) {
            throw new SupervisorException("blades are still running " + snapshot.states() + "; stop them first");
        }
        CollectResult result = rethrown(supervisor::collect);
        supervisor.undeploy();
        lastRun = run.reportFolder();
        return result;
    }

    @Override
    public List<QuickStatistics.Row> quickstats() throws SupervisorException {
        Path run = lastRun;
        if (run == null) {
            throw new SupervisorException("no test has been collected yet");
        }
        try {
            return QuickStatistics.of(run, bladeFolders(run));
        } catch (IOException e) {
            throw new SupervisorException("cannot read the events of " + run + ": " + e.getMessage());
        }
    }

    private static List<String> bladeFolders(Path run) throws IOException {
        try (var entries = java.nio.file.Files.list(run)) {
            return entries.filter(path -> java.nio.file.Files.exists(path.resolve("action")))
                    .map(path -> path.getFileName().toString()).sorted().toList();
        }
    }

    private static String pathOf(Path path) {
        return path == null ? null : path.toString();
    }

    private interface Step<T> {
        T run() throws SupervisorException, PlanException;
    }

    /**
     * Runs a step and passes on its failure as a plain message: causes may be classes the
     * caller's deserialization filter rightly refuses, and the message already says it all.
     */
    private static <T> T rethrown(Step<T> step) throws SupervisorException {
        try {
            return step.run();
        } catch (SupervisorException e) {
            throw new SupervisorException(e.getMessage());
        } catch (PlanException e) {
            throw new SupervisorException(e.getMessage());
        } catch (RuntimeException e) {
            LOG.error("unexpected failure", e);
            throw new SupervisorException(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    @Override
    public void close() {
        poller.shutdownNow();
    }
}
