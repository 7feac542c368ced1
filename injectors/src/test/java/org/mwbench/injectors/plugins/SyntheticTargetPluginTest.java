package org.mwbench.injectors.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.injectors.plugins.PluginHarness.sample;
import static org.mwbench.injectors.plugins.PluginHarness.template;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.plugin.AsyncSample;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleCompletion;
import org.mwbench.platform.plugin.SampleResult;
import org.mwbench.platform.plugin.SessionObject;

/**
 * Timing assertions are one-sided where the machine decides: a call can be late on a
 * loaded 2-core box, never early, so lower bounds are exact and there are no upper bounds but
 * the class's hang guard. When a freeze ends is checked on the target's own timeline
 * ({@link #theStallTimelineStartsOnePeriodAfterTheTemplate}), which takes the time as an argument.
 */
@Timeout(LoadedMachine.HANG_GUARD_SECONDS)
class SyntheticTargetPluginTest {
    private static final long MS = 1_000_000L;

    @Test
    void aCallTakesAtLeastItsServiceTime() throws Exception {
        Sample call = call(Map.of("service_time", "5ms"), Map.of());
        SampleResult result = new SampleResult();
        for (int i = 0; i < 5; i++) {
            result.clear();
            long start = System.nanoTime();
            call.call(result);
            long took = System.nanoTime() - start;
            assertTrue(took >= 5 * MS, "took " + took + " ns");
            assertFalse(result.failed());
        }
    }

    @Test
    void aCallReportsItsResult() throws Exception {
        SampleResult result = new SampleResult();
        call(Map.of("service_time", "0"), Map.of("result", "1234")).call(result);
        assertEquals(1234, result.result());
        result.clear();
        call(Map.of("service_time", "0"), Map.of()).call(result);
        assertEquals(0, result.result());
    }

    @Test
    void spreadDistributionsKeepTheServiceTimeAsMean() throws Exception {
        SyntheticTarget uniform = (SyntheticTarget) template("synthetic-target",
                Map.of("service_time", "1ms", "distribution", "uniform"));
        SyntheticTarget exponential = (SyntheticTarget) template("synthetic-target",
                Map.of("service_time", "1ms", "distribution", "exponential"));
        double uniformSum = 0;
        double exponentialSum = 0;
        for (int i = 0; i < 20_000; i++) {
            long u = uniform.serviceTime();
            long e = exponential.serviceTime();
            assertTrue(u >= 0 && u <= 2 * MS, "uniform draw " + u);
            assertTrue(e >= 0 && e <= 20 * MS, "exponential draw " + e);
            uniformSum += u;
            exponentialSum += e;
        }
        assertEquals(1e6, uniformSum / 20_000, 0.02e6);
        assertEquals(1e6, exponentialSum / 20_000, 0.05e6);
    }

    @Test
    void failsAtItsErrorRate() throws Exception {
        Sample call = call(Map.of("service_time", "0", "error_rate", "0.3"), Map.of());
        SampleResult result = new SampleResult();
        int failures = 0;
        for (int i = 0; i < 2000; i++) {
            result.clear();
            call.call(result);
            if (result.failed()) {
                failures++;
                assertEquals("SyntheticError", result.comment());
            }
        }
        assertEquals(0.3, failures / 2000.0, 0.05); // 0.05 is about 5 standard errors
    }

    @Test
    void errorRatesZeroAndOneAreExact() throws Exception {
        Sample never = call(Map.of("service_time", "0", "error_rate", "0"), Map.of());
        Sample always = call(Map.of("service_time", "0", "error_rate", "1"), Map.of());
        SampleResult result = new SampleResult();
        for (int i = 0; i < 1000; i++) {
            result.clear();
            never.call(result);
            assertFalse(result.failed());
            result.clear();
            always.call(result);
            assertTrue(result.failed());
        }
    }

    /**
     * A target whose origin is two hours back is an hour into a freeze, and serves in an hour: a
     * noop that waited for either would hold the test past its hang guard, and one that failed
     * as a call does (error rate 1) would say so.
     */
    @Test
    void noopDoesNothing() throws Exception {
        long hour = 3_600_000 * MS;
        long now = System.nanoTime();
        SyntheticTarget target = new SyntheticTarget(hour, SyntheticTarget.Distribution.CONSTANT, 1, 2 * hour, hour,
                now - 2 * hour);
        assertTrue(target.serviceStart(now) > now, "a call would wait for the freeze's end");
        Sample noop = sample(target, "synthetic-target", "noop", Map.of());
        SampleResult result = new SampleResult();
        for (int i = 0; i < 100_000; i++) {
            noop.call(result);
        }
        assertFalse(result.failed());
        assertEquals(0, result.result());
        assertNull(result.comment());
    }

    /**
     * The first freeze is [origin + 400ms, origin + 600ms), origin being when the template
     * was made: somewhere between the two nanoTime reads around template(). A call that
     * starts inside [after + 400ms, before + 600ms) is surely inside the freeze and must end
     * no earlier than before + 600ms; this bound is exact (the target parks until its own
     * deadline, which is at least that), so no tolerance is needed. If the machine
     * oversleeps past the freeze, the next period is tried.
     */
    @Test
    void aCallArrivingDuringAFreezeWaitsForItsEnd() throws Exception {
        long before = System.nanoTime();
        SessionObject target = template("synthetic-target",
                Map.of("service_time", "0", "stall_every", "400ms", "stall_for", "200ms"));
        long after = System.nanoTime();
        Sample call = sample(target.newSession(1), "synthetic-target", "call", Map.of());
        SampleResult result = new SampleResult();

        call.call(result); // before the first freeze: served (at once, says the timeline test)
        assertFalse(result.failed());

        for (int period = 1; period <= 3; period++) {
            long freezeStart = after + period * 400 * MS;
            long freezeEnd = before + period * 400 * MS + 200 * MS;
            sleepUntil(freezeStart + 20 * MS);
            long start = System.nanoTime();
            if (start >= freezeStart && start < freezeEnd) {
                call.call(result);
                long end = System.nanoTime();
                assertTrue(end >= freezeEnd, "returned " + (freezeEnd - end) / 1e6 + " ms before the freeze ended");
                return;
            }
        }
        Assumptions.abort("the machine overslept past three freezes in a row");
    }

    @Test
    void theStallTimelineStartsOnePeriodAfterTheTemplate() throws Exception {
        SyntheticTarget target = new SyntheticTarget(0, SyntheticTarget.Distribution.CONSTANT, 0,
                400 * MS, 200 * MS, 1000 * MS);
        assertEquals(1100 * MS, target.serviceStart(1100 * MS), "no freeze in the first period");
        assertEquals(1600 * MS, target.serviceStart(1400 * MS), "a freeze begins");
        assertEquals(1600 * MS, target.serviceStart(1599 * MS));
        assertEquals(1600 * MS, target.serviceStart(1600 * MS), "a freeze ends");
        assertEquals(1700 * MS, target.serviceStart(1700 * MS));
        assertEquals(2000 * MS, target.serviceStart(1850 * MS), "and comes back every period");
    }

    @Test
    void anInterruptEndsAWait() throws Exception {
        Sample call = call(Map.of("service_time", "10s"), Map.of());
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread user = new Thread(() -> {
            try {
                call.call(new SampleResult());
            } catch (Throwable t) {
                thrown.set(t);
            }
        });
        user.start();
        Thread.sleep(50);
        user.interrupt();
        user.join(LoadedMachine.HANG_GUARD.toMillis()); // the call would wait 10 s more without the interrupt
        assertFalse(user.isAlive());
        assertTrue(thrown.get() instanceof InterruptedException, String.valueOf(thrown.get()));
    }

    /**
     * Asynchronous, a call returns at once and the target's timer thread completes it: called
     * synchronously (as the runner never does), it still takes at least its service time, and the
     * telling thread is not the caller.
     */
    @Test
    void anAsyncCallIsCompletedByTheTargetsTimerAfterItsServiceTime() throws Exception {
        SessionObject template = template("synthetic-target", Map.of("service_time", "5ms", "mode", "async"));
        try {
            Sample call = sample(template.newSession(1), "synthetic-target", "call", Map.of("result", "7"));
            assertTrue(call instanceof AsyncSample, "an async target's call is an AsyncSample: " + call);
            SampleResult result = new SampleResult();
            for (int i = 0; i < 5; i++) {
                result.clear();
                long start = System.nanoTime();
                call.call(result);
                long took = System.nanoTime() - start;
                assertTrue(took >= 5 * MS, "took " + took + " ns");
                assertFalse(result.failed());
                assertEquals(7, result.result());
            }
            AtomicReference<Thread> teller = new AtomicReference<>();
            java.util.concurrent.CountDownLatch told = new java.util.concurrent.CountDownLatch(1);
            ((AsyncSample) call).start(new SampleResult(), new SampleCompletion() {
                @Override
                public void complete() {
                    teller.set(Thread.currentThread());
                    told.countDown();
                }

                @Override
                public void fail(Exception failure) {
                    told.countDown();
                }
            });
            assertTrue(told.await(LoadedMachine.HANG_GUARD_SECONDS, TimeUnit.SECONDS));
            assertTrue(teller.get() != Thread.currentThread() && teller.get().getName().contains("synthetic-target"),
                    "told from the target's timer thread: " + teller.get());
        } finally {
            template.close();
        }
    }

    /**
     * A thousand users' calls in flight at once, with spread service times: each is told once,
     * never before its own deadline (a lower bound: a loaded machine only makes them later).
     */
    @Test
    void manyAsyncCallsInFlightAreEachToldOnceAtOrAfterTheirDeadline() throws Exception {
        SessionObject template = template("synthetic-target",
                Map.of("service_time", "20ms", "distribution", "uniform", "mode", "async"));
        try {
            int users = 1000;
            java.util.concurrent.atomic.AtomicIntegerArray tellings = new java.util.concurrent.atomic.AtomicIntegerArray(users);
            java.util.concurrent.atomic.AtomicInteger early = new java.util.concurrent.atomic.AtomicInteger();
            java.util.concurrent.CountDownLatch all = new java.util.concurrent.CountDownLatch(users);
            for (int i = 0; i < users; i++) {
                int user = i;
                AsyncSample call = (AsyncSample) sample(template.newSession(i), "synthetic-target", "call", Map.of());
                long start = System.nanoTime();
                call.start(new SampleResult(), new SampleCompletion() {
                    @Override
                    public void complete() {
                        if (System.nanoTime() - start < 0) {
                            early.incrementAndGet();
                        }
                        tellings.incrementAndGet(user);
                        all.countDown();
                    }

                    @Override
                    public void fail(Exception failure) {
                        throw new AssertionError("the target fails no call at an error rate of 0", failure);
                    }
                });
            }
            assertTrue(all.await(LoadedMachine.HANG_GUARD_SECONDS, TimeUnit.SECONDS), "every call was told");
            for (int i = 0; i < users; i++) {
                assertEquals(1, tellings.get(i), "user " + i + "'s call told once");
            }
            assertEquals(0, early.get());
        } finally {
            template.close();
        }
    }

    @Test
    void anAsyncTargetFailsAtItsErrorRateAndServesFreezesAsTheBlockingOne() throws Exception {
        SessionObject always = template("synthetic-target", Map.of("service_time", "0", "error_rate", "1", "mode", "async"));
        SessionObject never = template("synthetic-target", Map.of("service_time", "0", "error_rate", "0", "mode", "async"));
        try {
            Sample failing = sample(always.newSession(1), "synthetic-target", "call", Map.of());
            Sample serving = sample(never.newSession(1), "synthetic-target", "call", Map.of());
            SampleResult result = new SampleResult();
            for (int i = 0; i < 200; i++) {
                result.clear();
                failing.call(result);
                assertTrue(result.failed());
                assertEquals(SyntheticTarget.ERROR, result.comment());
                result.clear();
                serving.call(result);
                assertFalse(result.failed());
            }
        } finally {
            always.close();
            never.close();
        }
        // the freeze a call arrives in is the blocking target's timeline, which its own test checks
        long hour = 3_600_000 * MS;
        long now = System.nanoTime();
        SyntheticTarget frozen = new SyntheticTarget(0, SyntheticTarget.Distribution.CONSTANT, 0, 2 * hour, hour,
                now - 2 * hour, SyntheticTarget.Mode.ASYNC);
        assertTrue(frozen.serviceStart(now) > now + hour / 2, "a call in a freeze is served at its end");
        frozen.close();
    }

    /** A session makes one call at a time, as a user does: a second one while the first is in flight is refused. */
    @Test
    void anAsyncSessionRefusesASecondCallInFlight() throws Exception {
        SessionObject template = template("synthetic-target", Map.of("service_time", "1h", "mode", "async"));
        try {
            AsyncSample call = (AsyncSample) sample(template.newSession(1), "synthetic-target", "call", Map.of());
            SampleCompletion ignored = new SampleCompletion() {
                @Override
                public void complete() {
                }

                @Override
                public void fail(Exception failure) {
                }
            };
            call.start(new SampleResult(), ignored);
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> call.start(new SampleResult(), ignored));
            assertTrue(refused.getMessage().contains("one call at a time"), refused.getMessage());
        } finally {
            template.close();
        }
    }

    @Test
    void closingAnAsyncTargetEndsItsTimerThread() throws Exception {
        SessionObject template = template("synthetic-target", Map.of("service_time", "1h", "mode", "async"));
        AsyncSample call = (AsyncSample) sample(template.newSession(1), "synthetic-target", "call", Map.of());
        call.start(new SampleResult(), null);
        assertTrue(timerThreads() > 0, "a call in flight runs the target's timer");
        template.close();
        long deadline = System.nanoTime() + LoadedMachine.HANG_GUARD.toNanos();
        while (timerThreads() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(0, timerThreads(), "closed, the target leaves no thread behind");
        assertThrows(IllegalStateException.class, () -> call.start(new SampleResult(), null), "a closed target serves nothing");
    }

    private static long timerThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals("mwbench-synthetic-target-replies") && thread.isAlive()).count();
    }

    @Test
    void badParametersAreNamedWithTheirValue() throws Exception {
        assertRefused(Map.of("error_rate", "1.5"), "parameter 'error_rate'", "'1.5'");
        assertRefused(Map.of("error_rate", "NaN"), "parameter 'error_rate'", "'NaN'");
        assertRefused(Map.of("stall_every", "200ms", "stall_for", "200ms"), "parameter 'stall_for'", "'200ms'");
        assertRefused(Map.of("stall_for", "200ms"), "parameter 'stall_for'", "stall_every");
        assertRefused(Map.of("distribution", "normal"), "'distribution' = 'normal'", "[constant, uniform, exponential]");
        assertRefused(Map.of("service_time", "-1ms"), "'service_time' = '-1ms'", "duration");
        assertRefused(Map.of("mode", "reactive"), "'mode' = 'reactive'", "[blocking, async]");
    }

    private static void assertRefused(Map<String, String> parameters, String... expected) {
        PluginException e = assertThrows(PluginException.class, () -> template("synthetic-target", parameters));
        for (String part : expected) {
            assertTrue(e.getMessage().contains(part), e.getMessage());
        }
    }

    private static Sample call(Map<String, String> target, Map<String, String> call) throws Exception {
        return sample(template("synthetic-target", target).newSession(1), "synthetic-target", "call", call);
    }

    private static void sleepUntil(long deadline) throws InterruptedException {
        for (long left = deadline - System.nanoTime(); left > 0; left = deadline - System.nanoTime()) {
            TimeUnit.NANOSECONDS.sleep(left);
        }
    }
}
