package org.mwbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.event.ActionEventBuffer;
import org.junit.jupiter.api.io.TempDir;

/**
 * mwbench bench users: its population counts virtual users; against a blocking target each user in
 * a call holds a thread, and a population its threads cannot serve fails at once; against an
 * asynchronous one, the users hold none.
 */
class ThousandUsersTest {
    @TempDir
    Path dir;

    @Test
    void thePeakPopulationIsTheUsersNotTheCpuGauge() throws Exception {
        ThousandUsers.Result result = ThousandUsers.measure(10, Duration.ofMillis(50), Duration.ofSeconds(1), "blocking",
                "auto", dir);
        assertEquals(10, result.peakPopulation(), "10 users, not the process's cpu %");
        assertTrue(result.heapPerUser() > 0, "memory per user is measured: " + result);
        assertEquals(result.calls(), result.storedEvents());
        assertEquals("blocking", result.target());
        // no think time: each of the 10 users is always in a blocking call, so holds a thread of the pool
        assertEquals(10, result.peakThreads(), "the pool's peak threads, read from its file: " + result);
        assertEquals(ActionEventBuffer.BYTES, result.eventBuffersPerUser());
    }

    /**
     * 3000 users of an asynchronous target on platform threads, more than a blocking target is let
     * have on two cores: they run, on a few threads, and every call made is stored. Functional: the
     * throughput is the benchmark's figure, not the test's.
     */
    @Test
    void usersOfAnAsyncTargetHoldNoThreadSoThePlatformLimitDoesNotApply() throws Exception {
        ThousandUsers.Result result = ThousandUsers.measure(3000, Duration.ofMillis(50), Duration.ofSeconds(1), "async",
                "platform", dir);
        assertEquals("async", result.target());
        assertEquals("platform", result.threads());
        assertEquals(result.calls(), result.storedEvents(), "every call made is stored");
        assertTrue(result.calls() > 0, "the users called: " + result);
        assertTrue(result.peakThreads() >= 1 && result.peakThreads() <= 300, "a few threads, not one per user: " + result);
        assertEquals("platform", ThousandUsers.resolve("platform", 100_000, 2, true, false));
    }

    @Test
    void autoTakesVirtualThreadsWhereTheJdkHasThem() {
        assertEquals("virtual", ThousandUsers.resolve("auto", 10_000, 2, true, true));
        assertEquals("platform", ThousandUsers.resolve("auto", 1000, 2, false, true));
    }

    @Test
    void tooManyUsersOfABlockingTargetOnPlatformThreadsFailAtOnceNamingTheWayOut() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ThousandUsers.resolve("platform", 10_000, 2, true, true));
        assertTrue(refused.getMessage().contains("at most 2000") && refused.getMessage().contains("--threads virtual")
                && refused.getMessage().contains("--target async"), refused.getMessage());
        IllegalArgumentException noVirtual = assertThrows(IllegalArgumentException.class,
                () -> ThousandUsers.resolve("auto", 10_000, 2, false, true));
        assertTrue(noVirtual.getMessage().contains("JDK 21"), noVirtual.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ThousandUsers.measure(100_000, Duration.ofMillis(50),
                Duration.ofSeconds(5), "blocking", "platform", dir));
        assertFalse(Files.exists(dir.resolve("users-100000")), "refused before any user starts: no run folder");
        IllegalArgumentException badTarget = assertThrows(IllegalArgumentException.class, () -> ThousandUsers.measure(10,
                Duration.ofMillis(50), Duration.ofSeconds(1), "reactive", "auto", dir));
        assertTrue(badTarget.getMessage().contains("async or blocking"), badTarget.getMessage());
    }
}
