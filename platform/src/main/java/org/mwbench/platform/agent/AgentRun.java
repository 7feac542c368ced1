package org.mwbench.platform.agent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ScheduledFuture;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.blade.IntervalSummary;
import org.mwbench.platform.blade.TimeBase;

/** The blades one run has on one agent, and the live summaries not yet handed out. */
final class AgentRun {
    /**
     * Summaries kept for a supervisor that stops polling: an hour of one-second intervals
     * for a few action types. Older ones are dropped first; the event files keep everything.
     */
    private static final int MAX_PENDING_SUMMARIES = 16_384;

    /** A supervisor polls every second; after this long without a poll the agent rolls by itself. */
    private static final long UNPOLLED_NANOS = 1_500_000_000L;

    final String id;
    final Map<String, BladeFactory.Blade> blades = new LinkedHashMap<>();
    private final ConcurrentLinkedQueue<IntervalSummary> pending = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<GaugeReading> pendingGauges = new ConcurrentLinkedQueue<>();
    volatile TimeBase timeBase;
    volatile ScheduledFuture<?> ticks;
    private volatile long lastRollNanos = System.nanoTime();
    /** Held while a roll merges the blades' intervals; polls do not wait for it. */
    private final java.util.concurrent.locks.ReentrantLock rolling = new java.util.concurrent.locks.ReentrantLock();

    AgentRun(String id) {
        this.id = id;
    }

    /**
     * Closes every blade's current interval. The supervisor's polls drive it, so that each
     * poll gets exactly the interval since the one before; {@link #rollIfUnpolled()} keeps
     * the histogram log going when no supervisor polls. A roll merges the blades' live
     * statistics (a fixed number of stripes each), but on a saturated core its wall time can
     * still stretch, so a poll that finds a roll under way does not wait for it (see {@link #drain()}).
     */
    void roll() {
        rolling.lock();
        try {
            rollNow();
        } finally {
            rolling.unlock();
        }
    }

    private void rollNow() {
        lastRollNanos = System.nanoTime();
        for (BladeFactory.Blade blade : blades.values()) {
            IntervalReport report = blade.control().rollInterval();
            pending.addAll(report.summaries());
            pendingGauges.addAll(report.gauges());
        }
        dropOldest(pending);
        dropOldest(pendingGauges);
    }

    /** For the agent's own ticker: rolls only when no poll has done it for a while, and no roll is under way. */
    void rollIfUnpolled() {
        if (System.nanoTime() - lastRollNanos > UNPOLLED_NANOS && rolling.tryLock()) {
            try {
                rollNow();
            } finally {
                rolling.unlock();
            }
        }
    }

    /**
     * Rolls the current interval, unless a roll is under way, and hands out every summary and
     * gauge reading not yet handed out. A poll must answer within the call timeout however
     * slow the roll: a supervisor that gets no answer takes the agent for lost and stops the run.
     * The interval a busy roll is closing arrives with the next poll instead.
     */
    IntervalReport drain() {
        if (rolling.tryLock()) {
            try {
                rollNow();
            } finally {
                rolling.unlock();
            }
        }
        return new IntervalReport(pollAll(pending), pollAll(pendingGauges));
    }

    private static <T> List<T> pollAll(ConcurrentLinkedQueue<T> queue) {
        List<T> drained = new ArrayList<>();
        T next;
        while ((next = queue.poll()) != null) {
            drained.add(next);
        }
        return drained;
    }

    private static void dropOldest(ConcurrentLinkedQueue<?> queue) {
        int excess = queue.size() - MAX_PENDING_SUMMARIES;
        for (int i = 0; i < excess; i++) {
            queue.poll();
        }
    }
}
