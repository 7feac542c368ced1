package org.mwbench.injectors.scenario;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.mwbench.injectors.middleware.Failures;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.BladeContext;

/** What every virtual user of one runner blade shares. */
final class UserEnvironment {
    /** Alarms from user code (a failing control, say) are capped so a broken plugin cannot flood the file. */
    private static final int MAX_USER_ALARMS = 100;

    final BladeContext context;
    /** The run's time base, fixed at init: read on every measured call, so held here, not asked for. */
    final org.mwbench.platform.blade.TimeBase timeBase;
    final CompiledScenario scenario;
    final RunClock clock;
    /** Action type ids by sample label, registered at init so the hot path never registers one. */
    final Map<String, Integer> typeIds;
    final boolean writeEvents;
    final UserThreads threads;
    /** Calls that start before this {@code System.nanoTime()} are warm-up; moved on by suspensions. */
    volatile long warmupEndNanoTime;
    /** Read on every step; only when set do users take the clock's lock. */
    volatile boolean paused;
    private final AtomicInteger alarms = new AtomicInteger();
    /** The kinds of failed call already alarmed in this blade; read, and added to, on the failure path only. */
    private final Set<String> failureKinds = ConcurrentHashMap.newKeySet();

    UserEnvironment(BladeContext context, CompiledScenario scenario, RunClock clock, Map<String, Integer> typeIds,
                    boolean writeEvents, UserThreads threads, long warmupEndNanoTime) {
        this.context = context;
        this.timeBase = context.timeBase();
        this.scenario = scenario;
        this.clock = clock;
        this.typeIds = typeIds;
        this.writeEvents = writeEvents;
        this.threads = threads;
        this.warmupEndNanoTime = warmupEndNanoTime;
    }

    /**
     * A measured call failed. The first failure of each kind in the blade raises an alarm with
     * the whole story, the exception's classes and messages down to its root cause; later ones
     * are recorded by their kind alone (the call's comment). So the user learns why calls fail
     * in the middleware's own words, and a run whose every call fails formats no message per
     * call and does not flood the alarm file.
     */
    void failed(int userId, int type, String kind, Exception failure) {
        if (!failureKinds.contains(kind) && failureKinds.add(kind)) {
            alarm(AlarmSeverity.WARNING, "user " + userId + ", " + label(type) + ": first failure of kind " + kind + ": "
                    + Failures.describe(failure));
        }
    }

    /** The label of an action type id, for messages: on the first failure of a kind only. */
    private String label(int type) {
        for (Map.Entry<String, Integer> entry : typeIds.entrySet()) {
            if (entry.getValue() == type) {
                return "'" + entry.getKey() + "'";
            }
        }
        return "action type " + type;
    }

    void alarm(AlarmSeverity severity, String message) {
        int count = alarms.incrementAndGet();
        if (count < MAX_USER_ALARMS) {
            context.alarm(severity, message);
        } else if (count == MAX_USER_ALARMS) {
            context.alarm(AlarmSeverity.WARNING, "alarm limit of " + MAX_USER_ALARMS + " reached; further alarms dropped");
        }
    }
}
