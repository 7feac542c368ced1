package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ThreadFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;

/** A pool's threads are daemons, numbered from 1 after the prefix, each pool counting on its own. */
@Timeout(LoadedMachine.HANG_GUARD_SECONDS) // a hang guard: the test makes three threads and starts none
class DaemonThreadsTest {

    @Test
    void threadsAreDaemonsNumberedFromOnePerFactory() {
        ThreadFactory calls = DaemonThreads.named("mwbench-test-call-");
        ThreadFactory others = DaemonThreads.named("mwbench-test-other-");
        Thread first = calls.newThread(() -> { });
        Thread second = calls.newThread(() -> { });
        Thread other = others.newThread(() -> { });

        assertEquals("mwbench-test-call-1", first.getName());
        assertEquals("mwbench-test-call-2", second.getName());
        assertEquals("mwbench-test-other-1", other.getName());
        assertTrue(first.isDaemon() && second.isDaemon() && other.isDaemon(), "daemon threads");
    }
}
