package org.mwbench.injectors.scenario;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
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

    void alarm(AlarmSeverity severity, String message) {
        int count = alarms.incrementAndGet();
        if (count < MAX_USER_ALARMS) {
            context.alarm(severity, message);
        } else if (count == MAX_USER_ALARMS) {
            context.alarm(AlarmSeverity.WARNING, "alarm limit of " + MAX_USER_ALARMS + " reached; further alarms dropped");
        }
    }
}
