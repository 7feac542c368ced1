package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;

@Timeout(LoadedMachine.TIMEOUT_FACTOR * LoadedMachine.HANG_GUARD_SECONDS) // a hang guard, several times any bound here
class BoundedCloseTest {
    /**
     * The bound of the closes that return or fail by themselves: only a hang guard, so that a
     * loaded machine's slow thread start cannot pass for a stuck close.
     */
    private static final Duration UNREACHED_BOUND = LoadedMachine.ANSWERED_CALL;

    @Test
    void aCloseThatNeverReturnsIsLeftBehindOnceTheBoundHasPassed() throws Exception {
        CountDownLatch never = new CountDownLatch(1);
        long start = System.nanoTime();
        TimeoutException e = assertThrows(TimeoutException.class,
                () -> BoundedClose.close(never::await, Duration.ofMillis(200), "stuck"));
        long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        // the bound is the call timeout and a second of slack: 1.2 s, not forever (the class's @Timeout)
        assertTrue(elapsedMillis >= 1_200, "gave up before its bound, after " + elapsedMillis + " ms");
        assertTrue(e.getMessage().startsWith("stuck: closing its connection took longer than 1200 ms"), e.getMessage());
        never.countDown();
    }

    @Test
    void aCloseThatFailsPassesItsExceptionOn() {
        IOException thrown = assertThrows(IOException.class, () -> BoundedClose.close(() -> {
            throw new IOException("socket already gone");
        }, UNREACHED_BOUND, "failing"));
        assertEquals("socket already gone", thrown.getMessage());
    }

    @Test
    void aCloseThatReturnsIsWaitedFor() throws Exception {
        boolean[] closed = new boolean[1];
        BoundedClose.close(() -> closed[0] = true, UNREACHED_BOUND, "quick");
        assertTrue(closed[0]);
    }
}
