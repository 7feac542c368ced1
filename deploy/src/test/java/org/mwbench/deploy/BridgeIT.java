package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.storage.ActionFileReader;
import org.mwbench.platform.storage.ActionRow;

/**
 * Bridges between middleware (Fatoohi et al.) through the distribution's {@code mwbench run}, on
 * loopback: the five pairs of {@code bridges.ctp} and a relay (RMI to RMI). The contract's whole
 * conformance check passes through every bridge; a killed back server makes the front's calls fail,
 * counted, each naming its kind; a killed bridge makes its callers fail and nothing hangs.
 */
@Timeout(value = 6 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class BridgeIT {
    /** FRONT, BACK: the pairs of the ready plan, and a relay. */
    static final List<List<String>> PAIRS = List.of(List.of("soap-jaxws", "rmi"), List.of("http-json", "corba-jacorb"),
            List.of("grpc", "rmi"), List.of("xmlrpc", "ice"), List.of("rmi-iiop", "corba-jacorb"), List.of("rmi", "rmi"));
    /** The callers' bound; the bridges' own (timeout=) is shorter, so a back failure arrives as an answer. */
    private static final int FRONT_TIMEOUT_SECONDS = 3;
    /**
     * How long a failed call may take before it is taken for hung: a guard, not a speed claim, on
     * a 2-core machine that other work may load far past its cores: many times the front's
     * timeout and 30 s at least.
     */
    private static final int CALL_HANG_GUARD_SECONDS = Math.max(30, 5 * FRONT_TIMEOUT_SECONDS);

    @TempDir
    Path dir;

    private static String bridge(List<String> pair) {
        return pair.get(0) + "-to-" + pair.get(1);
    }

    private static String label(List<String> pair, String operation) {
        return pair.get(0) + ">" + pair.get(1) + " " + operation;
    }

    @Test
    void theConformanceKitPassesThroughEveryBridge() throws Exception {
        StringBuilder plan = new StringBuilder();
        int n = 0;
        Set<String> backs = new LinkedHashSet<>();
        PAIRS.forEach(pair -> backs.add(pair.get(1)));
        for (String back : backs) {
            plan.append(blade(n++, back + "-server", "sut=ServerBlade", "protocol=" + back, ""));
        }
        StringBuilder uses = new StringBuilder();
        StringBuilder behaviors = new StringBuilder();
        for (List<String> pair : PAIRS) {
            plan.append(blade(n++, bridge(pair), "sut=BridgeBlade",
                    "protocol=" + pair.get(0) + " forward=" + pair.get(1) + " backend=" + pair.get(1) + "-server", ""));
            uses.append(use(pair, ""));
            behaviors.append(behavior(pair, "conformance", ""));
        }
        plan.append(blade(n, "client", "injector=LoopRunner", "scenario=bridges.xis warmup=0 steps=1 calls=1", ""));
        write(plan, uses, behaviors, "");

        Distribution.Result result = Distribution.run(dir, null, 240, "run", dir.resolve("bridges.ctp").toString());

        assertEquals(0, result.exitCode(), result.output());
        Map<String, List<ActionRow>> calls = callsByLabel();
        for (List<String> pair : PAIRS) {
            List<ActionRow> rows = calls.getOrDefault(label(pair, "conformance"), List.of());
            assertEquals(1, rows.size(), pair + ": one conformance call: " + calls.keySet());
            assertTrue(rows.get(0).success(), pair + " conforms through the bridge: " + rows.get(0).comment());
            assertEquals(0, rows.get(0).result(), pair + ": no mismatch");
        }
        ServerJvms.assertNoneLeft(dir);
    }

    @Test
    void aKilledBackServerFailsTheFrontsCallsCountedSayingWhy() throws Exception {
        // Each pair's back server in a JVM of its own, killed while one user per pair calls
        // through the bridges (in the supervisor's JVM) every 20 ms.
        List<String> victims = new ArrayList<>();
        StringBuilder plan = new StringBuilder();
        int n = 0;
        for (List<String> pair : PAIRS) {
            String back = "back-of-" + bridge(pair);
            victims.add(back);
            plan.append(blade(n++, back, "sut=ServerBlade", "protocol=" + pair.get(1), "-Xmx128m"));
            plan.append(blade(n++, bridge(pair), "sut=BridgeBlade", "protocol=" + pair.get(0) + " forward=" + pair.get(1)
                    + " backend=" + back + " timeout=1s", ""));
        }
        Map<List<String>, List<ActionRow>> failed = runAndKill(plan, n, victims);
        List<String> alarms = Files.readAllLines(onlyRun().resolve("client").resolve("alarm"));
        for (List<String> pair : PAIRS) {
            // The caller's own middleware's error, saying what the bridge met where the stack carries a message.
            String reason = "bridge " + bridge(pair) + ": the " + pair.get(1) + " call failed";
            if (!pair.get(0).equals("rmi-iiop")) {
                assertTrue(alarms.stream().anyMatch(alarm -> alarm.contains(reason)),
                        pair + ": the first failure's alarm says why: " + alarms);
            }
            assertFalse(failed.get(pair).isEmpty(), pair + ": calls after the kill failed and were counted");
        }
        ServerJvms.assertNoneLeft(dir);
    }

    @Test
    void aKilledBridgeFailsItsCallersAndNothingHangs() throws Exception {
        List<String> victims = new ArrayList<>();
        StringBuilder plan = new StringBuilder();
        int n = 0;
        for (String back : new LinkedHashSet<>(PAIRS.stream().map(pair -> pair.get(1)).toList())) {
            plan.append(blade(n++, back + "-server", "sut=ServerBlade", "protocol=" + back, ""));
        }
        for (List<String> pair : PAIRS) {
            victims.add(bridge(pair));
            plan.append(blade(n++, bridge(pair), "sut=BridgeBlade", "protocol=" + pair.get(0) + " forward=" + pair.get(1)
                    + " backend=" + pair.get(1) + "-server", "-Xmx128m"));
        }
        Map<List<String>, List<ActionRow>> failed = runAndKill(plan, n, victims);
        for (List<String> pair : PAIRS) {
            assertFalse(failed.get(pair).isEmpty(), pair + ": calls after the bridge died failed and were counted");
        }
        ServerJvms.assertNoneLeft(dir);
    }

    /**
     * Runs the plan with a ScenarioRunner, one user per pair pinging its bridge every 20 ms; once
     * calls flow, kills the JVMs of the victim blades, waits the calls' hang guard, and ends the run
     * with Ctrl-C, which must end it. Each pair's calls before the kill succeeded, and each failed
     * call names its kind and did not hang ({@link #CALL_HANG_GUARD_SECONDS}: no short bound, a
     * loaded machine breaks it). The load profile outlasts the test: with 40 s, at a load average of
     * 30 (CI35), the kill came after the profile had ended for soap-jaxws→rmi, whose row then had
     * no call after it to fail. No profile length is safe from a slow start.
     *
     * @return each pair's failed calls
     */
    private Map<List<String>, List<ActionRow>> runAndKill(StringBuilder plan, int client, List<String> victims)
            throws Exception {
        StringBuilder uses = new StringBuilder("<use id=\"think\" name=\"common\"/>\n");
        StringBuilder behaviors = new StringBuilder();
        StringBuilder groups = new StringBuilder();
        for (List<String> pair : PAIRS) {
            uses.append(use(pair, "<param name=\"timeout\" value=\"" + FRONT_TIMEOUT_SECONDS + "s\"/>"));
            behaviors.append(behavior(pair, "ping", "<timer use=\"think\" name=\"constant\"><params>"
                    + "<param name=\"duration\" value=\"20ms\"/></params></timer>"));
            groups.append("<group behavior=\"").append(bridge(pair)).append("\" forceStop=\"true\"><ramp style=\"crenel_hv\">")
                    .append("<points><point x=\"0\" y=\"1\"/><point x=\"3600\" y=\"1\"/></points></ramp></group>\n");
        }
        plan.append(blade(client, "client", "injector=ScenarioRunner", "scenario=bridges.xis", ""));
        write(plan, uses, behaviors, "<loadprofile>" + groups + "</loadprofile>");
        Path log = dir.resolve("run.log");
        // env --default-signal=INT: a shell without job control starts background jobs with SIGINT ignored
        Process run = Distribution.start(List.of("env", "--default-signal=INT"), dir, null, log, "run",
                dir.resolve("bridges.ctp").toString());
        try {
            MiddlewareIT.awaitCallsOfEveryActionType(PAIRS.size(), log, run);
            Thread.sleep(3000);
            for (String victim : victims) {
                Optional<ProcessHandle> jvm = ServerJvms.of(dir, victim);
                assertTrue(jvm.isPresent(), "no JVM for " + victim + ":\n" + Files.readString(log));
                jvm.get().destroyForcibly();
            }
            // Every call in flight at the kill has ended by now, or it hung; the ones after it failed.
            Thread.sleep(TimeUnit.SECONDS.toMillis(CALL_HANG_GUARD_SECONDS));
            assertTrue(run.isAlive(), "the run went on after the kill:\n" + Files.readString(log));
            new ProcessBuilder("kill", "-INT", Long.toString(run.pid())).start().waitFor();
            Distribution.awaitEnd(run, 120, "the run ended on Ctrl-C after the kill");
        } finally {
            run.destroyForcibly();
        }
        Map<String, List<ActionRow>> calls = callsByLabel();
        Map<List<String>, List<ActionRow>> failures = new LinkedHashMap<>();
        for (List<String> pair : PAIRS) {
            List<ActionRow> rows = calls.getOrDefault(label(pair, "ping"), List.of());
            assertTrue(rows.stream().anyMatch(ActionRow::success), pair + ": calls before the kill succeeded: "
                    + Files.readString(log));
            List<ActionRow> failed = rows.stream().filter(row -> !row.success()).toList();
            for (ActionRow row : failed) {
                assertTrue(row.durationNanos() < TimeUnit.SECONDS.toNanos(CALL_HANG_GUARD_SECONDS),
                        pair + ": a failed call hung (" + CALL_HANG_GUARD_SECONDS + " s for a " + FRONT_TIMEOUT_SECONDS
                                + " s timeout): " + row);
                assertFalse(row.comment().isBlank(), pair + ": a failure names its kind");
            }
            System.out.println(pair + ": " + rows.size() + " calls, " + failed.size() + " failed, kinds "
                    + failed.stream().map(ActionRow::comment).distinct().toList());
            failures.put(pair, failed);
        }
        return failures;
    }

    private static String blade(int n, String id, String classKey, String argument, String jvm) {
        return "blade." + n + ".id=" + id + "\nblade." + n + ".server=local host\nblade." + n + "." + classKey + "\n"
                + "blade." + n + ".argument=" + argument + "\n" + (jvm.isEmpty() ? "" : "blade." + n + ".jvm=" + jvm + "\n");
    }

    private static String use(List<String> pair, String extraParams) {
        return "<use id=\"" + bridge(pair) + "\" name=\"" + pair.get(0) + "\"><params><param name=\"server\" value=\""
                + bridge(pair) + "\"/>" + extraParams + "</params></use>\n";
    }

    private static String behavior(List<String> pair, String sample, String after) {
        return "<behavior id=\"" + bridge(pair) + "\"><sample use=\"" + bridge(pair) + "\" name=\"" + sample
                + "\" label=\"" + label(pair, sample).replace(">", "&gt;") + "\"/>" + after + "</behavior>\n";
    }

    private void write(StringBuilder plan, StringBuilder uses, StringBuilder behaviors, String profile) throws Exception {
        Files.writeString(dir.resolve("bridges.ctp"), plan.toString());
        Files.writeString(dir.resolve("bridges.xis"), "<scenario><behaviors><plugins>\n" + uses + "</plugins>\n"
                + behaviors + "</behaviors>" + profile + "</scenario>\n");
    }

    private Map<String, List<ActionRow>> callsByLabel() throws Exception {
        Map<String, List<ActionRow>> calls = new LinkedHashMap<>();
        ActionFileReader.forEach(onlyRun().resolve("client").resolve("action"),
                row -> calls.computeIfAbsent(row.type(), label -> new ArrayList<>()).add(row));
        return calls;
    }

    private Path onlyRun() throws Exception {
        return MiddlewareIT.onlyRun(dir);
    }
}
