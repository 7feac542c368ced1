package org.mwbench.console.web.live;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.mwbench.console.web.ConsoleSettings;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.plans.PlanCheck;
import org.mwbench.console.web.runs.RunView;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.supervisor.ActiveRun;
import org.mwbench.platform.supervisor.CollectResult;
import org.mwbench.platform.supervisor.StartResult;
import org.mwbench.platform.supervisor.Supervisor;
import org.mwbench.platform.supervisor.SupervisorException;
import org.mwbench.results.cli.RunStoring;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Drives the supervisor for the console's buttons, one step at a time, and polls the
 * agents once a second while a run is deployed, whether or not a page is open: live
 * summaries are stored, lost agents noticed and server blades stopped as in
 * {@code mwbench run}. Steps and polls take turns on one lock; a poll that finds a step
 * under way is skipped rather than queued.
 */
public final class RunControl implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RunControl.class);
    /** How long closing the console waits for stopped blades to write out their events. */
    static final Duration STOP_PATIENCE = Duration.ofSeconds(60);
    /** How long a step waits for the live poll to let go of the supervisor. */
    static final Duration LOCK_PATIENCE = Duration.ofSeconds(5);

    private final Supervisor supervisor;
    private final LiveMonitor monitor;
    private final AlarmFeed alarms;
    private final ReentrantLock lock = new ReentrantLock();
    private final ScheduledExecutorService ticker;
    private volatile String busy;
    private volatile Path lastRun;
    private final ConsoleSettings.RunReport report;
    private final RunStoring storing;
    /** Whether the deployed run was asked to stop (a button, or the console closing): stored marked cut short. */
    private volatile boolean stopAsked;

    /** What a step did, for the page's status line. */
    record Outcome(String step, String message, String runId, String runFolder) {
    }

    /**
     * @param storing the results database every collected run is stored in, as {@code mwbench run}
     *                stores its own; opened at the first deploy
     */
    public RunControl(Supervisor supervisor, LiveMonitor monitor, AlarmFeed alarms, ConsoleSettings.RunReport report,
                      RunStoring storing) {
        this.report = report;
        this.storing = storing;
        this.supervisor = supervisor;
        this.monitor = monitor;
        this.alarms = alarms;
        this.ticker = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "mwbench-console-poller");
            thread.setDaemon(true);
            return thread;
        });
        ticker.scheduleAtFixedRate(this::tick, 1, 1, TimeUnit.SECONDS);
    }

    private void tick() {
        if (!lock.tryLock()) {
            return;
        }
        try {
            pollNow();
        } catch (RuntimeException e) {
            LOG.error("polling the agents failed", e); // keep polling: one bad tick must not end monitoring
        } finally {
            lock.unlock();
        }
    }

    private void pollNow() {
        if (supervisor.current().isPresent()) {
            monitor.record(supervisor.poll());
        }
    }

    /** The step under way, or null. */
    public String busy() {
        return busy;
    }

    /** The report folder of the last run collected, or null. */
    public Path lastRun() {
        return lastRun;
    }

    public Set<LifeCycleStep> allowed() {
        if (busy != null) {
            return Set.of();
        }
        boolean deployed = monitor.view() != null;
        return LifeCycleStep.allowed(deployed, deployed ? monitor.states().values() : List.of());
    }

    public Outcome deploy(TestPlan plan) throws ApiException {
        return locked(LifeCycleStep.DEPLOY, () -> {
            ActiveRun run;
            try {
                run = supervisor.deploy(plan);
            } catch (PlanException e) {
                throw new ApiException(422, "the plan cannot be deployed", PlanCheck.place(e.errors()));
            }
            monitor.begin(run);
            stopAsked = false;
            storing.openInBackground(); // while the run goes on, for its collect
            pollNow();
            return new Outcome("deploy", "deployed " + plan.blades().size() + " blade(s) of " + plan.name() + " on "
                    + plan.agents(), run.runId(), run.reportFolder().toString());
        });
    }

    public Outcome act(LifeCycleStep step) throws ApiException {
        if (step == LifeCycleStep.DEPLOY) {
            throw ApiException.badRequest("deploy takes a plan");
        }
        return locked(step, () -> {
            if (step == LifeCycleStep.COLLECT) {
                return collect();
            }
            String message = switch (step) {
                case INIT -> {
                    supervisor.init();
                    yield "initialized";
                }
                case START -> {
                    StartResult start = supervisor.start();
                    yield String.format(Locale.ROOT, "started; start skew %.3f ms", start.skewNanos() / 1e6);
                }
                case SUSPEND -> {
                    supervisor.suspend(List.of());
                    yield "suspended";
                }
                case RESUME -> {
                    supervisor.resume(List.of());
                    yield "resumed";
                }
                case STOP -> {
                    stopAsked = true;
                    supervisor.stopLoad();
                    yield "stop asked; blades write out their events";
                }
                case DEPLOY, COLLECT -> throw new IllegalStateException("handled above");
            };
            pollNow();
            ActiveRun run = supervisor.current().orElse(null);
            return new Outcome(step.label(), message, run == null ? null : run.runId(), null);
        });
    }

    private Outcome collect() throws SupervisorException {
        ActiveRun run = supervisor.current().orElseThrow(() -> new SupervisorException("no test is deployed"));
        pollNow(); // the last summaries and alarms before the blades go
        CollectResult result;
        try {
            result = supervisor.collect();
        } finally {
            monitor.finish();
            supervisor.undeploy();
        }
        lastRun = run.reportFolder();
        for (String problem : result.problems()) {
            alarms.add(run.runId(), "", "WARNING", "collect: " + problem, -1);
        }
        long bytes = result.bytesByBlade().values().stream().mapToLong(Long::longValue).sum();
        String reportNote = "";
        try {
            Path written = report.write(run.reportFolder());
            reportNote = written == null ? "" : "; report " + written.getFileName();
        } catch (Exception e) {
            alarms.add(run.runId(), "", "WARNING", "no HTML report (everything measured is kept): " + e, -1);
        }
        String storedNote = store(run, result);
        return new Outcome("collect", "collected " + result.bytesByBlade().size() + " blade(s), " + bytes + " bytes"
                + reportNote + storedNote
                + (result.problems().isEmpty() ? "" : "; " + result.problems().size() + " problem(s), see the alarms"),
                run.runId(), run.reportFolder().toString());
    }

    /**
     * Stores the collected run in the results database, as {@code mwbench run} does at its end: a
     * failure there is an alarm, never the collect's (the folder keeps everything).
     */
    private String store(ActiveRun run, CollectResult result) {
        int exitStatus = result.problems().isEmpty() ? 0 : 1; // mwbench run's OK and FAILURE
        try {
            storing.store(run.reportFolder(), exitStatus, stopAsked, null);
            return "; stored in the results database";
        } catch (Exception e) {
            alarms.add(run.runId(), "", "WARNING", "not stored in the results database " + storing.redactedUrl()
                    + " (the run's folder keeps everything; mwbench db import stores it later): " + e, -1);
            return "; not stored in the results database, see the alarms";
        }
    }

    private interface Step {
        Outcome run() throws SupervisorException, ApiException;
    }

    private Outcome locked(LifeCycleStep step, Step action) throws ApiException {
        String under = busy;
        if (under != null) {
            throw ApiException.conflict("'" + under + "' is under way; wait for it to finish");
        }
        if (!acquire()) {
            under = busy;
            throw ApiException.conflict(under != null ? "'" + under + "' is under way; wait for it to finish"
                    : "the agents are slow to answer the live poll; try again in a moment");
        }
        try {
            if (!allowed().contains(step)) {
                throw ApiException.conflict("cannot " + step.label() + " now: the blades are " + describeStates()
                        + "; allowed: " + allowed().stream().map(LifeCycleStep::label).toList());
            }
            busy = step.label();
            try {
                return action.run();
            } catch (SupervisorException e) {
                pollNow();
                RunView run = monitor.view();
                String message = e.getMessage().startsWith(step.label() + " failed")
                        ? e.getMessage() : step.label() + " failed: " + e.getMessage();
                alarms.add(run == null ? "" : run.runId(), "", "ERROR", message, -1);
                throw new ApiException(409, message);
            } finally {
                busy = null;
            }
        } finally {
            lock.unlock();
        }
    }

    /** Waits a little for a poll under way (it normally takes milliseconds), not for another step. */
    private boolean acquire() {
        try {
            return lock.tryLock(LOCK_PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private String describeStates() {
        Map<String, BladeState> states = monitor.view() == null ? Map.of() : monitor.states();
        return states.isEmpty() ? "not deployed" : states.toString().toLowerCase(Locale.ROOT);
    }

    /**
     * Stops the ticker; a run still deployed is stopped, collected and undeployed, so that
     * nothing is left running and nothing measured is lost.
     */
    @Override
    public void close() {
        ticker.shutdownNow();
        lock.lock();
        try (storing) { // waits for the database's opening: no thread left writing in the runs folder
            ActiveRun run = supervisor.current().orElse(null);
            if (run == null) {
                return;
            }
            LOG.info("the console is closing: stopping and collecting {}", run.runId());
            stopAsked = true;
            try {
                supervisor.stopLoad();
            } catch (SupervisorException e) {
                LOG.warn("stopping {}: {}", run.runId(), e.getMessage());
            }
            long deadline = System.nanoTime() + STOP_PATIENCE.toNanos();
            while (!supervisor.poll().finished() && System.nanoTime() < deadline) {
                sleep(100);
            }
            try {
                collect();
            } catch (SupervisorException e) {
                LOG.warn("collecting {}: {}", run.runId(), e.getMessage());
            }
        } finally {
            lock.unlock();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
