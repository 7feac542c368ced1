package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeout;
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
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeState;

/** A LoopRunner hands a native client's behavior to its program and records its calls as its own. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class NativeLoopTest {
    @TempDir
    Path dir;

    private static String scenario(String endpoint, String samples) {
        return String.join("\n",
                "<scenario><behaviors><plugins>",
                "<use id=\"n\" name=\"scripted-native\"><params><param name=\"endpoint\" value=\"" + endpoint + "\"/></params></use>",
                "<use id=\"p\" name=\"probe\"/></plugins>",
                "<behavior id=\"java\"><sample use=\"p\" name=\"ok\" label=\"java ping\"/></behavior>",
                "<behavior id=\"native\">" + samples + "</behavior>",
                "</behaviors></scenario>");
    }

    private static final String PING = "<sample use=\"n\" name=\"ping\" label=\"native ping\"/>";
    private static final String TWO = PING + "<sample use=\"n\" name=\"getString\" label=\"native string 64\"><params>"
            + "<param name=\"length\" value=\"64\"/></params></sample>";

    private BladeHarness loop(String scenario, String argument) throws Exception {
        return new BladeHarness(LoopRunner.class, "scenario=loop.xis " + argument, dir,
                Map.of("loop.xis", scenario.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theProgramsCallsGoToTheSameFilesAsJavaCallsAfterTheJavaLoop() throws Exception {
        try (BladeHarness blade = loop(scenario("ok", PING), "warmup=3 steps=2 calls=4")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(30_000));
            List<String> calls = blade.rows("action");
            assertEquals(2 * (3 + 2 * 4), calls.size(), String.join("\n", calls));
            assertTrue(calls.subList(0, 11).stream().allMatch(row -> row.split(",")[2].equals("java ping")), "java first");
            List<String> nativeCalls = calls.subList(11, 22);
            assertTrue(nativeCalls.stream().allMatch(row -> row.split(",")[2].equals("native ping")));
            assertEquals(3, nativeCalls.stream().filter(row -> row.split(",")[7].equals("true")).count(), "warm-up marked");
            assertEquals("10", nativeCalls.get(5).split(",")[5], "the program's duration");
            assertEquals(List.of("0,native ping,4,0,10,10,10", "1,native ping,4,0,10,10,10"), blade.rows("steps").stream()
                    .filter(row -> row.contains("native")).map(NativeLoopTest::withoutEnd).toList());
            String alarms = Files.readString(blade.folder().resolve("alarm"));
            assertTrue(alarms.contains("overhead is 31.5 ns per call"), alarms);
        }
    }

    @Test
    void aShareOfNothingEndsTheProgramAfterItsFirstStepAndTheNextLoopRuns() throws Exception {
        String nativeFirst = scenario("ok", PING).replace("<behavior id=\"java\"><sample use=\"p\" name=\"ok\" "
                + "label=\"java ping\"/></behavior>", "") .replace("</behaviors>",
                "<behavior id=\"java\"><sample use=\"p\" name=\"ok\" label=\"java ping\"/></behavior></behaviors>");
        try (BladeHarness blade = loop(nativeFirst, "warmup=1 steps=3 calls=2 share=0s")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(30_000));
            assertEquals(List.of("0,native ping,2,0,10,10,10", "0,java ping,2,0"), blade.rows("steps").stream()
                    .map(row -> row.contains("native") ? withoutEnd(row)
                            : String.join(",", List.of(row.split(",")).subList(0, 4))).toList(),
                    "the native loop's first step kept, its others skipped, and the Java loop run after it");
            String alarms = Files.readString(blade.folder().resolve("alarm"));
            assertTrue(alarms.contains("behavior native: 1 of 3 steps measured"), alarms);
            assertTrue(!alarms.contains("ended before its loop did"), alarms);
        }
    }

    @Test
    void everySampleIsOneCallOfAnIterationAndFailuresAreCountedByKind() throws Exception {
        try (BladeHarness blade = loop(scenario("failing", TWO), "behavior=native warmup=1 steps=2 calls=3")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(30_000));
            assertEquals(List.of("0,native ping,3,0,10,10,10", "0,native string 64,3,3,0,0,0",
                    "1,native ping,3,0,10,10,10", "1,native string 64,3,3,0,0,0"),
                    blade.rows("steps").stream().map(NativeLoopTest::withoutEnd).toList());
            List<String> failed = blade.rows("action").stream().filter(row -> row.split(",")[4].equals("false")).toList();
            assertEquals(1 + 6, failed.size());
            assertTrue(failed.get(0).endsWith("TRANSIENT (minor 1)"), failed.get(0));
            String alarms = Files.readString(blade.folder().resolve("alarm"));
            assertTrue(alarms.contains("first failure of kind TRANSIENT (minor 1)"), alarms);
        }
    }

    @Test
    void aProgramThatCannotConnectOrDiesIsAlarmedAndTheNextLoopRuns() throws Exception {
        for (String endpoint : List.of("refused", "dies")) {
            Path folder = Files.createDirectories(dir.resolve(endpoint));
            try (BladeHarness blade = new BladeHarness(LoopRunner.class, "scenario=loop.xis warmup=1 steps=1 calls=1",
                    folder, Map.of("loop.xis", scenario(endpoint, PING).replace("<behavior id=\"java\">",
                            "<behavior id=\"java-before\"><sample use=\"p\" name=\"ok\" label=\"java ping\"/></behavior>"
                                    + "<behavior id=\"java\">").getBytes(StandardCharsets.UTF_8)))) {
                blade.initAndStart();
                assertEquals(BladeState.COMPLETED, blade.awaitFinal(30_000));
                String alarms = Files.readString(folder.resolve("alarm"));
                assertTrue(alarms.contains(endpoint.equals("refused") ? "could not run its loop: cannot connect"
                        : "ended before its loop did (exit code 3)"), alarms);
            }
        }
    }

    @Test
    void stoppingEndsTheProgram() throws Exception {
        try (BladeHarness blade = loop(scenario("hangs", PING), "behavior=native warmup=1 steps=1 calls=1")) {
            blade.initAndStart();
            Thread.sleep(500);
            // The program sleeps 60 s: a stop that waited for it would outlast the hang guard.
            assertTimeout(LoadedMachine.HANG_GUARD, () -> blade.control().stop(), "stopped, not waited for");
            assertTrue(ProcessHandle.current().descendants().noneMatch(p -> org.mwbench.platform.agent.ProcessCommandLine.joined(p)
                    .matches(".*(scripted-native|sleep 60).*")), "no program left behind");
        }
    }

    @Test
    void aNativeBehaviorHoldsItsClientsSamplesOnly() throws Exception {
        String mixed = scenario("ok", PING + "<sample use=\"p\" name=\"ok\" label=\"java ping\"/>");
        try (BladeHarness blade = loop(mixed, "warmup=0 steps=1 calls=1")) {
            BladeException e = assertThrows(BladeException.class,
                    () -> blade.control().init(org.mwbench.platform.blade.TimeBase.startingNow()));
            assertTrue(e.getMessage().contains("behavior 'native' uses a native client"), e.getMessage());
        }
    }

    @Test
    void aSampleParameterMustBeAConstant() throws Exception {
        String variable = scenario("ok", "<sample use=\"n\" name=\"getString\" label=\"native string\"><params>"
                + "<param name=\"length\" value=\"${p:ticks}\"/></params></sample>");
        try (BladeHarness blade = loop(variable, "behavior=native warmup=1 steps=1 calls=1")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(30_000));
            String alarms = Files.readString(blade.folder().resolve("alarm"));
            assertTrue(alarms.contains("write a constant"), alarms);
            assertEquals(List.of(), blade.rows("action"), "no call made");
        }
    }

    /** A steps row without its end time, which differs from run to run. */
    private static String withoutEnd(String row) {
        return String.join(",", List.of(row.split(",")).subList(0, 7));
    }
}
