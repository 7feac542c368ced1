package org.mwbench.console.web.live;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.console.web.runs.RunView;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.supervisor.ActiveRun;
import org.mwbench.platform.supervisor.AgentDirectoryService;
import org.mwbench.platform.supervisor.Snapshot;

/**
 * What the console knows of the deployed run between two polls: blade states, lost
 * agents, and the ticks and alarms the page draws. It does not poll by itself:
 * {@link RunControl} hands it each snapshot, from its own ticker or right after a step.
 */
public final class LiveMonitor {
    private final AgentDirectoryService directory;
    private final SharedSecret secret;
    private final TickWindow window = new TickWindow();
    private final AlarmFeed alarms;

    private ActiveRun run;
    private AlarmTail alarmTail;
    private Map<String, BladeState> states = Map.of();
    private Map<String, String> lostAgents = Map.of();
    private long elapsedNanos;
    private volatile RunView view;

    public LiveMonitor(AgentDirectoryService directory, SharedSecret secret, AlarmFeed alarms) {
        this.directory = directory;
        this.secret = secret;
        this.alarms = alarms;
    }

    /** A run was deployed: the charts start afresh. */
    synchronized void begin(ActiveRun deployed) {
        run = deployed;
        window.clear();
        alarmTail = new AlarmTail(deployed, directory, secret, alarms);
        Map<String, BladeState> initial = new LinkedHashMap<>();
        deployed.plan().blades().forEach(blade -> initial.put(blade.id(), BladeState.DEPLOYED));
        states = initial;
        lostAgents = Map.of();
        elapsedNanos = 0;
        publish();
    }

    synchronized void record(Snapshot snapshot) {
        if (run == null) {
            return;
        }
        if (!snapshot.states().isEmpty()) {
            states = snapshot.states();
        }
        for (Map.Entry<String, String> lost : snapshot.lostAgents().entrySet()) {
            if (!lostAgents.containsKey(lost.getKey())) {
                alarms.add(run.runId(), "", "ERROR", "agent '" + lost.getKey() + "' was lost: " + lost.getValue()
                        + "; its blades are aborted, their live summaries are kept", snapshot.elapsedNanos() / 1e9);
            }
        }
        lostAgents = snapshot.lostAgents();
        elapsedNanos = Math.max(elapsedNanos, snapshot.elapsedNanos());
        List<LiveTick.Interval> intervals = snapshot.summaries().stream().map(LiveTick.Interval::of).toList();
        List<LiveTick.Gauge> gauges = snapshot.gauges().stream().map(LiveTick.Gauge::of).toList();
        if (!intervals.isEmpty() || !gauges.isEmpty()) {
            window.add(new LiveTick(window.nextSeq(), run.runId(), elapsedNanos / 1e9, intervals, gauges));
        }
        alarmTail.poll(lostAgents.keySet());
        publish();
    }

    /** The run was collected (or abandoned): the last alarms are read, the charts stay until the next deploy. */
    synchronized void finish() {
        if (run == null) {
            return;
        }
        alarmTail.poll(lostAgents.keySet());
        run = null;
        alarmTail = null;
        view = null;
    }

    /** The deployed run, or null. */
    public RunView view() {
        return view;
    }

    synchronized Map<String, BladeState> states() {
        return states;
    }

    public TickWindow window() {
        return window;
    }

    private void publish() {
        view = RunView.of(run.runId(), run.plan().name(), states, lostAgents, elapsedNanos);
    }
}
