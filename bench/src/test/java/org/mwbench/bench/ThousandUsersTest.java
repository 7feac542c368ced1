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

/** mwbench bench users: its population counts virtual users, and a population its threads cannot serve fails at once. */
class ThousandUsersTest {
    @TempDir
    Path dir;

    @Test
    void thePeakPopulationIsTheUsersNotTheCpuGauge() throws Exception {
        ThousandUsers.Result result = ThousandUsers.measure(10, Duration.ofMillis(50), Duration.ofSeconds(1), "auto", dir);
        assertEquals(10, result.peakPopulation(), "10 users, not the process's cpu %");
        assertTrue(result.heapPerUser() > 0, "memory per user is measured: " + result);
        assertEquals(result.calls(), result.storedEvents());
        // no think time: each of the 10 users is always in a call, so holds a thread of the pool
        assertEquals(10, result.peakThreads(), "the pool's peak threads, read from its file: " + result);
        assertEquals(ActionEventBuffer.BYTES, result.eventBuffersPerUser());
    }

    @Test
    void autoTakesVirtualThreadsWhereTheJdkHasThem() {
        assertEquals("virtual", ThousandUsers.resolve("auto", 10_000, 2, true));
        assertEquals("platform", ThousandUsers.resolve("auto", 1000, 2, false));
    }

    @Test
    void tooManyUsersOnPlatformThreadsFailAtOnceNamingTheWayOut() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ThousandUsers.resolve("platform", 10_000, 2, true));
        assertTrue(refused.getMessage().contains("at most 2000") && refused.getMessage().contains("--threads virtual"),
                refused.getMessage());
        IllegalArgumentException noVirtual = assertThrows(IllegalArgumentException.class,
                () -> ThousandUsers.resolve("auto", 10_000, 2, false));
        assertTrue(noVirtual.getMessage().contains("JDK 21"), noVirtual.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> ThousandUsers.measure(100_000, Duration.ofMillis(50), Duration.ofSeconds(5), "platform", dir));
        assertFalse(Files.exists(dir.resolve("users-100000")), "refused before any user starts: no run folder");
    }
}
