package org.mwbench.platform.supervisor;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.probe.NoiseRecorder;
import org.mwbench.platform.storage.ReportMode;
import org.mwbench.platform.storage.StoredFiles;

/**
 * The whole of {@code mwbench run}: deploy, init, start, watch every second, stop (at the
 * end, on request, at a duration limit, or when an agent is lost), collect, undeploy.
 * Whatever happens after deploy, the blades are stopped, what they measured is collected,
 * and nothing stays deployed. From deploy to collect, a {@link NoiseRecorder} watches what
 * the machine does besides the run, kept in the run's {@code noise.properties}.
 */
public final class RunSequence {
    /** How long blades get to stop and write out their events before collect goes ahead. */
    static final Duration STOP_PATIENCE = Duration.ofSeconds(60);

    private final Supervisor supervisor;
    private final RunListener listener;
    private final Object tick = new Object();
    /** The reason of a stop asked for and not yet acted on; null when none. */
    private String pendingStop;

    public RunSequence(Supervisor supervisor, RunListener listener) {
        this.supervisor = supervisor;
        this.listener = listener;
    }

    /** Asks a running sequence to stop its blades and collect; safe from any thread. */
    public void requestStop(String why) {
        synchronized (tick) {
            pendingStop = why;
            tick.notifyAll();
        }
    }

    /** @param maxDuration stop the blades after this long; null to let them finish by themselves */
    public RunOutcome execute(TestPlan plan, Duration maxDuration) throws PlanException, SupervisorException {
        return execute(plan, maxDuration, null);
    }

    /** @param runFolder where the run is stored; null for a new folder under the report root */
    public RunOutcome execute(TestPlan plan, Duration maxDuration, java.nio.file.Path runFolder)
            throws PlanException, SupervisorException {
        ActiveRun run = runFolder == null ? supervisor.deploy(plan) : supervisor.deploy(plan, runFolder);
        listener.deployed(run);
        NoiseRecorder noise = NoiseRecorder.start();
        List<String> problems = new ArrayList<>();
        StartResult start = null;
        boolean stoppedEarly = false;
        try {
            supervisor.init();
            start = supervisor.start();
            listener.started(start);
            stoppedEarly = watch(maxDuration, problems);
        } catch (SupervisorException e) {
            problems.add(e.getMessage());
            quietStop(problems);
            awaitFinal(problems);
        } finally {
            try {
                CollectResult collected = supervisor.collect();
                problems.addAll(collected.problems());
                listener.collected(collected);
            } finally {
                try {
                    keepNoise(noise, run);
                } finally {
                    supervisor.undeploy();
                }
            }
        }
        return new RunOutcome(run.reportFolder(), start, List.copyOf(problems), stoppedEarly, run.plan());
    }

    /** Stores what the machine did meanwhile; a run whose noise cannot be stored keeps everything else. */
    private static void keepNoise(NoiseRecorder noise, ActiveRun run) {
        try {
            noise.finish().write(run.reportFolder(), new StoredFiles(ReportMode.of(run.reportFolder())));
        } catch (java.io.IOException | RuntimeException e) {
            // the report says the run has no noise record; the measurements matter more than it
        }
    }

    private boolean watch(Duration maxDuration, List<String> problems) throws SupervisorException {
        long deadline = maxDuration == null ? Long.MAX_VALUE : System.nanoTime() + maxDuration.toNanos();
        boolean stopping = false;
        boolean stoppedEarly = false;
        long stopDeadline = Long.MAX_VALUE;
        String stopWhy = null;
        while (true) {
            String stopAsked = awaitTick(1000);
            Snapshot snapshot = supervisor.poll();
            listener.progress(snapshot);
            if (!snapshot.lostAgents().isEmpty() && !stopping) {
                snapshot.lostAgents().forEach((agent, why) ->
                        problems.add("agent '" + agent + "' was lost during the run: " + why));
                stopping = beginStop("agent " + snapshot.lostAgents().keySet() + " lost", problems);
                stoppedEarly = true;
                stopDeadline = System.nanoTime() + STOP_PATIENCE.toNanos();
            }
            if (snapshot.finished()) {
                reportAborted(snapshot.states(), snapshot.lostAgents().keySet(), stopWhy, problems);
                return stoppedEarly;
            }
            if (!stopping && (stopAsked != null || System.nanoTime() > deadline)) {
                stopWhy = stopAsked != null ? stopAsked : "duration reached";
                stopping = beginStop(stopWhy, problems);
                stoppedEarly = stopAsked != null;
                stopDeadline = System.nanoTime() + STOP_PATIENCE.toNanos();
            }
            if (stopping && System.nanoTime() > stopDeadline) {
                problems.add("blades still not stopped after " + STOP_PATIENCE.toSeconds() + " s: " + snapshot.states());
                quietStop(problems); // the servers too, which wait for the injectors that did not stop
                return true;
            }
        }
    }

    /** Waits for the next tick; returns the reason of a stop asked for meanwhile, or null. */
    private String awaitTick(long millis) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        synchronized (tick) {
            long left;
            while (pendingStop == null && (left = end - System.nanoTime()) > 0) {
                try {
                    TimeUnit.NANOSECONDS.timedWait(tick, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    pendingStop = "interrupted";
                }
            }
            String why = pendingStop;
            pendingStop = null;
            return why;
        }
    }

    /** Stops the load ({@link Supervisor#stopLoad}); when that fails, every blade. */
    private boolean beginStop(String why, List<String> problems) {
        listener.stopping(why);
        try {
            supervisor.stopLoad();
        } catch (SupervisorException e) {
            problems.add(e.getMessage());
            quietStop(problems);
        }
        return true;
    }

    private void quietStop(List<String> problems) {
        try {
            supervisor.stop(List.of());
        } catch (SupervisorException e) {
            problems.add(e.getMessage());
        }
    }

    /** After a failed step: gives the stopped blades time to write out their events. */
    private void awaitFinal(List<String> problems) {
        long deadline = System.nanoTime() + STOP_PATIENCE.toNanos();
        Snapshot snapshot = supervisor.poll();
        while (!snapshot.finished() && System.nanoTime() < deadline) {
            awaitTick(100);
            snapshot = supervisor.poll();
        }
        if (!snapshot.finished()) {
            problems.add("blades still not stopped after " + STOP_PATIENCE.toSeconds() + " s: " + snapshot.states());
        }
    }

    /** @param stopWhy why the run was being stopped when they aborted; null if it was not */
    private static void reportAborted(Map<String, BladeState> states, Set<String> lostAgents, String stopWhy,
                                      List<String> problems) {
        if (!lostAgents.isEmpty()) {
            return; // already reported, by agent
        }
        List<String> aborted = states.entrySet().stream().filter(entry -> entry.getValue() == BladeState.ABORTED)
                .map(Map.Entry::getKey).toList();
        if (stopWhy != null && !aborted.isEmpty()) {
            // One stop, one line: a blade per line would bury the stop's cause under its consequences.
            problems.add(aborted.size() + " blade(s) aborted while the run was stopped (" + stopWhy + "): "
                    + String.join(", ", aborted) + "; see their alarm files");
            return;
        }
        aborted.forEach(blade -> problems.add("blade '" + blade + "' aborted; see its alarm file"));
    }
}
