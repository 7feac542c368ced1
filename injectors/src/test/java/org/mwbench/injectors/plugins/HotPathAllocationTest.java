package org.mwbench.injectors.plugins;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.injectors.plugins.PluginHarness.control;
import static org.mwbench.injectors.plugins.PluginHarness.sample;
import static org.mwbench.injectors.plugins.PluginHarness.template;
import static org.mwbench.injectors.plugins.PluginHarness.test;
import static org.mwbench.injectors.plugins.PluginHarness.timer;

import java.lang.management.ManagementFactory;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.plugin.AsyncSample;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Control;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleCompletion;
import org.mwbench.platform.plugin.SampleResult;
import org.mwbench.platform.plugin.SessionObject;
import org.mwbench.platform.plugin.Timer;

/**
 * The hot paths (a bound sample, timer, test or control with constant parameters) must
 * allocate nothing: garbage made by the injector is GC pauses in the measurements. The
 * thread's allocation counter is read around 200,000 calls, after a warm-up that links
 * the call sites; one allocation per call would show as megabytes, so the threshold
 * leaves room for the counter's own noise and still proves far less than a byte per call.
 */
@Timeout(4 * LoadedMachine.HANG_GUARD_SECONDS) // a hang guard: the test measures allocation, never time
class HotPathAllocationTest {
    private static final int CALLS = 200_000;
    private static final long THRESHOLD_BYTES = 64 * 1024;
    private static com.sun.management.ThreadMXBean threads;

    @FunctionalInterface
    private interface HotPath {
        void run() throws Exception;
    }

    @BeforeAll
    static void allocationCounter() {
        Assumptions.assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
                "this JVM does not count allocations per thread");
        threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count allocations per thread");
    }

    @Test
    void timers() throws Exception {
        SessionObject user = template("common", Map.of()).newSession(1);
        for (Timer timer : new Timer[] {
            timer(user, "common", "constant", Map.of("duration", "1ms")),
            timer(user, "common", "uniform", Map.of("min", "1ms", "max", "2ms")),
            timer(user, "common", "exponential", Map.of("mean", "1ms")),
            timer(user, "common", "gaussian", Map.of("mean", "1ms", "deviation", "100us")),
        }) {
            assertAllocatesNothing(timer::delayNanos);
        }
    }

    @Test
    void tests() throws Exception {
        SessionObject common = template("common", Map.of()).newSession(1);
        SessionObject counter = template("counter", Map.of()).newSession(1);
        SessionObject random = template("random", Map.of("seed", "1")).newSession(1);
        SessionObject chronometer = template("chronometer", Map.of()).newSession(1);
        control(chronometer, "chronometer", "start").run();
        for (Condition condition : new Condition[] {
            test(common, "common", "probability", Map.of("p", "0.5")),
            test(common, "common", "true", Map.of()),
            test(counter, "counter", "lessThan", Map.of("limit", "10")),
            test(random, "random", "chance", Map.of("p", "0.5")),
            test(chronometer, "chronometer", "elapsedLessThan", Map.of("duration", "1h")),
        }) {
            assertAllocatesNothing(condition::test);
        }
    }

    @Test
    void controls() throws Exception {
        SessionObject own = template("counter", Map.of()).newSession(1);
        SessionObject shared = template("counter", Map.of("shared", "true")).newSession(1);
        SessionObject chronometer = template("chronometer", Map.of()).newSession(1);
        for (Control control : new Control[] {
            control(own, "counter", "increment"),
            control(shared, "counter", "increment"),
            control(chronometer, "chronometer", "start"),
            control(chronometer, "chronometer", "stop"),
        }) {
            assertAllocatesNothing(control::run);
        }
    }

    @Test
    void samplesAndConstants() throws Exception {
        SessionObject target = template("synthetic-target", Map.of("service_time", "0", "error_rate", "0.5",
                "stall_every", "1h", "stall_for", "1s")).newSession(1);
        SampleResult result = new SampleResult();
        Sample call = sample(target, "synthetic-target", "call", Map.of("result", "10"));
        Sample noop = sample(target, "synthetic-target", "noop", Map.of());
        assertAllocatesNothing(() -> {
            result.clear();
            call.call(result);
        });
        assertAllocatesNothing(() -> noop.call(result));
        SessionObject constants = template("constants", Map.of("values", "a=1")).newSession(1);
        assertAllocatesNothing(() -> constants.variable("a"));
    }

    /**
     * An asynchronous target's call, both sides: its start on the caller's thread, and its reply
     * on the target's timer thread, which the completion reads its own counter on (at the first
     * and the last measured telling), since a reply is what that thread does per call. The
     * caller spins until told, so that waiting allocates nothing either. The runner's side of an
     * asynchronous call is the scenario runner's AsyncCallsTest's.
     */
    @Test
    void anAsyncCallAndItsReply() throws Exception {
        SessionObject template = template("synthetic-target", Map.of("service_time", "0", "error_rate", "0.5",
                "stall_every", "1h", "stall_for", "1s", "mode", "async"));
        try {
            AsyncSample call = (AsyncSample) sample(template.newSession(1), "synthetic-target", "call",
                    Map.of("result", "10"));
            SampleResult result = new SampleResult();
            TimerSideCounter done = new TimerSideCounter(CALLS / 10, CALLS / 10 + CALLS);
            assertAllocatesNothing(() -> {
                long told = done.tellings;
                result.clear();
                call.start(result, done);
                while (done.tellings == told) {
                    Thread.onSpinWait();
                }
            });
            assertTrue(done.sameTeller, "one timer thread told every measured reply: it does not end while calls come");
            assertTrue(done.timerAllocated < THRESHOLD_BYTES, done.timerAllocated + " bytes on the timer thread over "
                    + CALLS + " replies");
        } finally {
            template.close();
        }
    }

    /** Counts its tellings, and reads the telling thread's allocation counter at two of them. */
    private static final class TimerSideCounter implements SampleCompletion {
        private final long first;
        private final long last;
        volatile long tellings;
        private long atFirst;
        private Thread firstTeller;
        /** Whether the last measured telling came from the first's thread: the timer's thread lived on. */
        volatile boolean sameTeller;
        volatile long timerAllocated = -1;

        TimerSideCounter(long first, long last) {
            this.first = first;
            this.last = last;
        }

        @Override
        public void complete() {
            long telling = tellings + 1;
            if (telling == first) {
                firstTeller = Thread.currentThread();
                atFirst = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            } else if (telling == last) {
                sameTeller = Thread.currentThread() == firstTeller;
                timerAllocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - atFirst;
            }
            tellings = telling; // one telling thread, and one call at a time: no lost update
        }

        @Override
        public void fail(Exception failure) {
            throw new AssertionError("the target fails a call through its result, not its completion", failure);
        }
    }

    private static void assertAllocatesNothing(HotPath path) throws Exception {
        for (int i = 0; i < CALLS / 10; i++) {
            path.run();
        }
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        for (int i = 0; i < CALLS; i++) {
            path.run();
        }
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertTrue(allocated < THRESHOLD_BYTES, allocated + " bytes over " + CALLS + " calls");
    }
}
