package org.mwbench.platform.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;

/**
 * An asynchronous sample called synchronously, as a plugin's own tests and bare loops call it:
 * the call returns once told, from another thread, with what the sample wrote; a failure told is
 * thrown; the first telling wins. How the runner records one is the scenario runner's tests'.
 */
@Timeout(LoadedMachine.HANG_GUARD_SECONDS)
class AsyncSampleTest {

    @Test
    void aCallReturnsOnceToldFromAnotherThreadWithWhatTheSampleWrote() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<Thread> teller = new AtomicReference<>();
        AsyncSample sample = (result, done) -> {
            Thread thread = new Thread(() -> {
                result.result(42);
                done.complete();
            });
            teller.set(thread);
            started.countDown();
            thread.start();
        };
        SampleResult result = new SampleResult();
        sample.call(result);
        assertEquals(0, started.getCount());
        assertEquals(42, result.result(), "what the telling thread wrote before telling");
        assertFalse(result.failed());
        teller.get().join();
    }

    @Test
    void aFailureToldIsThrownAndAFailureNamedInTheResultIsNot() throws Exception {
        IOException refused = new IOException("refused");
        AsyncSample failing = (result, done) -> new Thread(() -> done.fail(refused)).start();
        assertSame(refused, assertThrows(IOException.class, () -> failing.call(new SampleResult())));

        AsyncSample named = (result, done) -> {
            result.fail("Busy");
            done.complete();
        };
        SampleResult result = new SampleResult();
        named.call(result);
        assertTrue(result.failed());
        assertEquals("Busy", result.comment());
    }

    @Test
    void anExceptionOfStartIsTheCallsFailureUnlessItWasToldBefore() {
        AsyncSample throwing = (result, done) -> {
            throw new IllegalStateException("no connection");
        };
        assertEquals("no connection",
                assertThrows(IllegalStateException.class, () -> throwing.call(new SampleResult())).getMessage());

        AsyncSample toldThenThrew = (result, done) -> {
            done.complete();
            throw new IllegalStateException("after the telling");
        };
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> toldThenThrew.call(new SampleResult()),
                "the first telling wins");
    }

    @Test
    void theFirstTellingWins() throws Exception {
        AsyncSample twice = (result, done) -> {
            done.fail(new IOException("first"));
            done.complete();
            done.fail(new IOException("third"));
        };
        assertEquals("first", assertThrows(IOException.class, () -> twice.call(new SampleResult())).getMessage());
    }
}
