package org.mwbench.platform.blade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.event.HistogramKind;
import org.mwbench.platform.event.OpenModel;
import org.mwbench.platform.event.ThreadStatistics;

/**
 * A thousand recording threads against a collector that keeps rolling: a roll drains a
 * bounded number of recorders however many threads record, and every value recorded is in
 * the rolled histograms exactly once, whether a roll races a record or a thread retires.
 * Structural, not timed.
 */
class LiveDataCollectorThreadsTest {
    private static final int STRIPES = 4;
    private static final int THREADS = 1000;
    /** Calls per thread before the roll that finds every thread alive, and as many after. */
    private static final int CALLS = 40;
    /** Hang guard only: the whole test takes a few seconds on a loaded 2-core machine. */
    private static final long GUARD_SECONDS = 120;

    private final ManualClock clock = new ManualClock(42_000_000_000L, 1_700_000_000_000_000_000L);
    private final ActionTypes types = new ActionTypes();
    private final int ping = types.idOf("ping");
    private final LiveDataCollector collector = new LiveDataCollector(STRIPES);
    private final Histogram[] rolled = newHistograms();
    private long rolledCalls;
    private long rolledErrors;

    @Test
    void aRollDrainsTheStripesNotTheThreadsAndKeepsEveryValueOnce() throws Exception {
        collector.open("injector", types, TimeBase.startingNow(clock));
        Histogram[] expected = newHistograms();
        for (int thread = 0; thread < THREADS; thread++) {
            for (int call = 0; call < 2 * CALLS; call++) {
                expect(expected, thread, call);
            }
        }
        CountDownLatch firstHalf = new CountDownLatch(THREADS);
        CountDownLatch secondHalf = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            Thread recorder = new Thread(() -> {
                ThreadStatistics statistics = collector.newThreadStatistics();
                for (int call = 0; call < CALLS; call++) {
                    record(statistics, thread, call);
                }
                firstHalf.countDown();
                try {
                    secondHalf.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int call = CALLS; call < 2 * CALLS; call++) {
                    record(statistics, thread, call);
                }
                statistics.retire();
            }, "recorder-" + thread);
            recorder.setDaemon(true);
            threads.add(recorder);
            recorder.start();
        }
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
        while (!firstHalf.await(1, TimeUnit.MILLISECONDS)) {
            roll(); // rolls racing records
            assertTrue(System.nanoTime() < guard, "hang guard: the recording threads did not record");
        }
        roll(); // every thread alive, none retired: a per-thread design would drain a thousand recorders here
        secondHalf.countDown();
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                roll(); // rolls racing records and retirements
                thread.join(1);
                assertTrue(System.nanoTime() < guard, "hang guard: the recording threads did not end");
            }
        }
        roll();

        LiveStatisticsCost cost = collector.cost();
        assertTrue(cost.rolls() > 2, "rolls: " + cost.rolls());
        assertEquals(STRIPES, cost.maxRecordersPerRoll(), "the recorders a roll drains are the stripes, not the "
                + THREADS + " threads");
        assertEquals(STRIPES * cost.rolls(), cost.recordersDrained());
        for (HistogramKind kind : HistogramKind.values()) {
            assertEquals(expected[kind.ordinal()], rolled[kind.ordinal()], kind + ": every value exactly once");
        }
        assertEquals(expected[HistogramKind.MEASURED.ordinal()].getTotalCount()
                + expected[HistogramKind.FAILED.ordinal()].getTotalCount(), rolledCalls);
        assertEquals(expected[HistogramKind.FAILED.ordinal()].getTotalCount(), rolledErrors);
    }

    /** Thread t's call c: a duration of its own; every 7th fails, every 5th is a warm-up call, every 3rd starts late. */
    private static boolean warmup(int call) {
        return call % 5 == 0;
    }

    private static boolean success(int call) {
        return call % 7 != 0;
    }

    private static long duration(int thread, int call) {
        return 1_000L * (1 + thread) + call;
    }

    private static long iterationDelay(int call) {
        return call % 3 == 0 ? OpenModel.LATE_START_NANOS + call : 0;
    }

    private void record(ThreadStatistics statistics, int thread, int call) {
        statistics.record(ping, success(call), duration(thread, call), iterationDelay(call), warmup(call));
    }

    /** The figures {@link #record} gives, by {@link OpenModel}'s rules. */
    private static void expect(Histogram[] expected, int thread, int call) {
        long duration = duration(thread, call);
        long delay = iterationDelay(call);
        if (warmup(call)) {
            expected[HistogramKind.WARMUP.ordinal()].recordValue(duration);
            return;
        }
        expected[(success(call) ? HistogramKind.MEASURED : HistogramKind.FAILED).ordinal()].recordValue(duration);
        if (success(call)) {
            expected[HistogramKind.INTENDED.ordinal()].recordValue(OpenModel.latencyFromIntendedStart(duration, delay));
        }
        if (OpenModel.lateStart(delay)) {
            expected[HistogramKind.LATE.ordinal()].recordValue(delay);
        }
    }

    private void roll() {
        clock.advance(1_000_000);
        for (IntervalHistogram interval : collector.rollInterval()) {
            for (Histogram histogram : interval.taggedHistograms()) {
                rolled[HistogramKind.of(histogram.getTag()).ordinal()].add(histogram);
            }
            if (!interval.summary().warmup()) {
                rolledCalls += interval.summary().calls();
                rolledErrors += interval.summary().errors();
            }
        }
    }

    private static Histogram[] newHistograms() {
        Histogram[] histograms = new Histogram[HistogramKind.values().length];
        for (int kind = 0; kind < histograms.length; kind++) {
            histograms[kind] = new Histogram(CallAccumulator.SIGNIFICANT_DIGITS);
        }
        return histograms;
    }
}
