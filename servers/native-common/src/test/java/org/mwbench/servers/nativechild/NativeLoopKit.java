package org.mwbench.servers.nativechild;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.platform.agent.LocalBlade;
import org.mwbench.platform.blade.BladeControl;
import org.mwbench.platform.blade.BladeState;

/**
 * A native client's benchmark loop, run by a real {@code LoopRunner} blade against real servers:
 * the C++ server of its middleware and a Java one. Each native middleware's plugin module extends
 * it once.
 */
@Timeout(value = NativeLoopKit.LOOP_HANG_GUARD_SECONDS + 60, unit = TimeUnit.SECONDS)
public abstract class NativeLoopKit {
    /**
     * How long a loop may run before it is taken for hung: a guard, not a speed claim. The kill
     * test's loop makes 80,200 calls and records each; a quiet machine ends it in seconds, CI runs
     * under outside load took 32 to 86 s and a helper's build at a load of 90 took 103 s.
     */
    static final long LOOP_HANG_GUARD_SECONDS = 400;

    @TempDir
    protected Path dir;

    /** The native client's plugin name, such as {@code corba-omniorb-native}. */
    protected abstract String nativeClient();

    /** The middleware's C++ server, on loopback. */
    protected abstract RunningNativeServer startNativeServer() throws Exception;

    /** A Java server the native client can call, on loopback. */
    protected abstract ServerHandle startJavaServer() throws Exception;

    /**
     * The native client's call timeout: every call of a clean loop must be answered, so it is only
     * a hang guard (contract's LoadedMachine.ANSWERED_CALL, which this module's tests do not see),
     * not a 2 s speed claim; after a kill the calls fail on the dead connection, not by it.
     */
    private static final String CALL_TIMEOUT = "30s";

    private static final String SAMPLES = "<sample use=\"n\" name=\"ping\" label=\"native ping\"/>"
            + "<sample use=\"n\" name=\"getCustomers\" label=\"native customers 8\"/>";

    /** What a test does while the loop runs, given the blade's control. */
    protected interface WhileRunning {
        void during(BladeControl blade) throws Exception;
    }

    /** Runs one loop of ping and getCustomers(rep-7, 8); returns the blade's folder. */
    protected Path loop(String endpoint, String argument, WhileRunning whileRunning) throws Exception {
        String scenario = "<scenario><behaviors><plugins><use id=\"n\" name=\"" + nativeClient() + "\"><params>"
                + "<param name=\"endpoint\" value=\"" + endpoint.replace("\"", "&quot;") + "\"/>"
                + "<param name=\"timeout\" value=\"" + CALL_TIMEOUT + "\"/></params></use></plugins>"
                + "<behavior id=\"native\">" + SAMPLES + "</behavior></behaviors></scenario>";
        Path folder = Files.createTempDirectory(dir, "blade");
        try (LocalBlade blade = new LocalBlade("org.mwbench.injectors.scenario.LoopRunner", "scenario=loop.xis " + argument,
                folder, Map.of("loop.xis", scenario.getBytes(StandardCharsets.UTF_8)))) {
            blade.initAndStart();
            whileRunning.during(blade.control());
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(TimeUnit.SECONDS.toMillis(LOOP_HANG_GUARD_SECONDS)));
        }
        return folder;
    }

    protected static List<String> rows(Path folder, String file) throws Exception {
        List<String> lines = Files.readAllLines(folder.resolve(file), StandardCharsets.UTF_8);
        return lines.subList(1, lines.size());
    }

    private void assertCleanLoop(Path folder) throws Exception {
        List<String> calls = rows(folder, "action");
        assertEquals(2 * (20 + 3 * 10), calls.size(), "every call of the program, warm-up included");
        assertTrue(calls.stream().allMatch(row -> row.split(",")[4].equals("true")), "no failed call: "
                + Files.readString(folder.resolve("alarm")));
        List<String> steps = rows(folder, "steps");
        assertEquals(6, steps.size(), String.join("\n", steps));
        for (String step : steps) {
            String[] fields = step.split(",");
            assertEquals("10", fields[2], step);
            assertEquals("0", fields[3], step);
            assertTrue(Long.parseLong(fields[4]) > 0, step);
        }
        assertTrue(Files.readString(folder.resolve("alarm")).contains("overhead"), "the loop's overhead is reported");
    }

    @Test
    void theNativeClientCallsTheNativeServer() throws Exception {
        try (RunningNativeServer server = startNativeServer()) {
            assertCleanLoop(loop(server.endpoint(), "warmup=20 steps=3 calls=10", blade -> { }));
        }
    }

    @Test
    void theNativeClientCallsAJavaServer() throws Exception {
        try (ServerHandle server = startJavaServer()) {
            assertCleanLoop(loop(server.endpoint(), "warmup=20 steps=3 calls=10", blade -> { }));
        }
    }

    /** A server killed mid-loop: the rest of the calls fail, each within its timeout, counted by kind, and the loop ends. */
    @Test
    void aKilledServersCallsFailCountedAndTheLoopEnds() throws Exception {
        RunningNativeServer server = startNativeServer();
        try {
            // Killed once the program's calls are under way (its first calls ended), so that some
            // fail mid-loop: a fixed delay killed it before the program had connected on a loaded
            // machine (CI12). 80,000 calls keep it under way long after that, on any machine.
            Path folder = loop(server.endpoint(), "warmup=100 steps=200 calls=200", blade -> {
                long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (blade.rollInterval().summaries().stream().noneMatch(summary -> summary.calls() > 0)
                        && !blade.state().isFinal() && System.nanoTime() < guard) {
                    Thread.sleep(20);
                }
                ProcessHandle.of(server.pid()).ifPresent(ProcessHandle::destroyForcibly);
            });
            List<String> calls = rows(folder, "action");
            assertEquals(2 * (100 + 200 * 200), calls.size(), "every call recorded, failed ones too");
            long failed = calls.stream().filter(row -> row.split(",")[4].equals("false")).count();
            assertTrue(failed > 0, "calls after the kill fail");
            String steps = String.join("\n", rows(folder, "steps"));
            assertTrue(rows(folder, "steps").stream().anyMatch(row -> !row.split(",")[3].equals("0")),
                    "the steps count the errors: " + steps);
            String alarms = Files.readString(folder.resolve("alarm"));
            assertTrue(alarms.contains("first failure of kind"), alarms);
        } finally {
            server.close();
        }
    }
}
