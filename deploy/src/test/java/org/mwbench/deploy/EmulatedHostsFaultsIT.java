package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.deploy.EmulatedRuns.awaitOutput;
import static org.mwbench.deploy.EmulatedRuns.output;
import static org.mwbench.deploy.EmulatedRuns.ownerIn;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.storage.ActionFileReader;
import org.mwbench.platform.storage.ActionRow;

/**
 * What goes wrong on emulated hosts, through the distribution's {@code bin/mwbench run}, as root:
 * every middleware's calls to an address of the emulated network where no host answers, a run
 * killed with {@code kill -9}, and Ctrl-C. The plans that work are {@link EmulatedHostsIT}'s, and
 * the classes take turns ({@link MachineTurn}); where emulated hosts are refused is
 * {@link EmulatedHostsDeniedIT}'s.
 */
@Timeout(value = 4 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
@ExtendWith(MachineTurn.EmulatedHosts.class)
class EmulatedHostsFaultsIT {
    private static final int UNREACHABLE_TIMEOUT_SECONDS = 2;
    /** Inside the emulated network, and nobody's. */
    private static final String UNUSED_ADDRESS = "198.18.0.9";
    /**
     * What a failure says when it tells why nobody answered, whatever the middleware's own words:
     * the connect timed out (an ORB's "Retries exceeded" or gRPC's deadline included), or the
     * kernel found no route to the host (it says so once ARP has given up on the address, 3 s
     * after the first try, which another blade may have made earlier). Or it names the address it
     * could not reach; every other failure, a bug of the client's, is not a reason.
     */
    private static final Pattern SAYS_WHY = Pattern.compile("(?i)timed out|timeout|no ?route ?to ?host|deadline_exceeded"
            + "|retries exceeded|" + Pattern.quote(UNUSED_ADDRESS));
    /** A reason that says a timeout, not the kernel's "No route to host", ended the connect. */
    private static final Pattern TIMED_OUT = Pattern.compile("(?i)timed out|timeout|deadline_exceeded");
    /**
     * The earliest a failure that says it timed out may come: GlassFish's ORB (rmi-iiop,
     * corba-glassfish) splits the call timeout over two connect attempts, so one attempt's timeout
     * ends its call when the other attempt ended fast (No route to host); less a margin for clocks.
     */
    private static final long TIMED_OUT_EARLIEST_NANOS = TimeUnit.SECONDS.toNanos(UNREACHABLE_TIMEOUT_SECONDS) / 2
            - TimeUnit.MILLISECONDS.toNanos(100);
    /**
     * How long after its blade started a client may take to fail before it is taken for hung: a
     * guard, not a speed claim. A client JVM per use starts at once on host-a's one core, and a
     * user's first connect loads its middleware's classes: Dubbo's took 22 s to say "No route to
     * host" at a load average of 11, gRPC's 4.6 s for a 2 s timeout at a load over 30. So it is
     * far above what was seen, on a machine other work may load past its cores.
     */
    private static final int UNREACHABLE_HANG_GUARD_SECONDS = 120;

    @TempDir
    Path dir;

    @RegisterExtension
    final EmulatedRuns runs = new EmulatedRuns();

    /**
     * Each Java client use of the generated latency-ping plan, aimed at 198.18.0.9 (inside the
     * emulated network, where no host answers: ARP finds nobody), fails within a hang guard of its
     * blade's start and says why ({@link #SAYS_WHY}); a failure that says it timed out came no
     * earlier than the timeout allows. Each use has a loop blade and a scenario of its own, since a
     * virtual user opens every use of its scenario before its first call: in one scenario, the
     * first middleware's failure would be the only one seen. A client that connects when its user
     * starts fails the user (an alarm); one whose connect calls nobody (rmi-iiop's narrow, the HTTP
     * clients) fails its first call instead, and the first failure of its kind raises the alarm.
     */
    @Test
    void anUnusedAddressOfTheRunsNetworkFailsEachMiddlewareWithinItsTimeoutSayingWhy() throws Exception {
        EmulatedRuns.assumeEveryMiddlewareInstalled("a wrong address for every middleware");
        Path folder = dir.resolve("unreachable");
        Files.createDirectories(folder);
        Map<String, EndpointsAtAnotherAddress.Use> uses = EndpointsAtAnotherAddress.of(folder, UNUSED_ADDRESS);
        Files.copy(Distribution.HOME.resolve("test-plans").resolve("hosts").resolve("two-hosts.hosts"),
                folder.resolve("two-hosts.hosts"));
        StringBuilder plan = new StringBuilder("hosts=two-hosts.hosts\n");
        int blade = 0;
        for (Map.Entry<String, EndpointsAtAnotherAddress.Use> use : uses.entrySet()) {
            String id = use.getKey();
            Files.writeString(folder.resolve(id + ".xis"), "<scenario><behaviors><plugins>\n<use id=\"" + id + "\" name=\""
                    + use.getValue().client() + "\"><params><param name=\"endpoint\" value=\"" + use.getValue().endpoint()
                    + "\"/><param name=\"timeout\" value=\"" + UNREACHABLE_TIMEOUT_SECONDS + "s\"/></params></use>\n"
                    + "</plugins>\n<behavior id=\"" + id + "\"><sample use=\"" + id + "\" name=\"ping\" label=\""
                    + id + " ping\"/></behavior>\n</behaviors></scenario>\n");
            plan.append("blade.").append(blade).append(".id=").append(id).append("\nblade.").append(blade)
                    .append(".server=host-a\nblade.").append(blade).append(".injector=LoopRunner\nblade.").append(blade)
                    .append(".argument=scenario=").append(id).append(".xis warmup=0 steps=1 calls=1\n");
            blade++;
        }
        Files.writeString(folder.resolve("unreachable.ctp"), plan.toString());

        Process run = runs.start(dir, "unreachable", folder.resolve("unreachable.ctp"));
        Distribution.awaitEnd(run, 150, "the run ends by itself");
        String output = output(run);
        assertTrue(Files.isDirectory(dir.resolve("report-unreachable")), "the run made a report: " + output);
        Path report = Distribution.onlyRunIn(dir.resolve("report-unreachable"));
        Map<String, UnansweredFailure> failures = new java.util.LinkedHashMap<>();
        StringBuilder seen = new StringBuilder();
        for (String id : uses.keySet()) {
            UnansweredFailure failure = UnansweredFailure.of(report.resolve(id));
            failures.put(id, failure);
            seen.append(String.format("%n  %-20s %5d ms  %s", id, failure.nanos() / 1_000_000, failure.reason()));
        }
        System.out.println("failures at " + UNUSED_ADDRESS + ":" + seen);
        failures.forEach((id, failure) -> {
            assertTrue(SAYS_WHY.matcher(failure.reason()).find(), id + " says why nobody answered:" + seen);
            if (TIMED_OUT.matcher(failure.reason()).find()) {
                assertTrue(failure.nanos() >= TIMED_OUT_EARLIEST_NANOS, id + " timed out no earlier than its "
                        + UNREACHABLE_TIMEOUT_SECONDS + " s timeout allows:" + seen);
            }
            assertTrue(failure.nanos() <= TimeUnit.SECONDS.toNanos(UNREACHABLE_HANG_GUARD_SECONDS),
                    id + " failed by itself, not hung (" + UNREACHABLE_HANG_GUARD_SECONDS + " s):" + seen);
        });
        runs.assertNothingLeftBy(ownerIn(output));
    }

    /**
     * A run killed with {@code kill -9} leaves its namespaces and bridge; the next run removes them
     * first. That next run then fails once its network exists (a blade refuses its argument), and
     * still removes its own: one run shows both, so the class starts one run fewer.
     */
    @Test
    void theNextRunRemovesWhatAKilledRunLeftAndAFailedRunRemovesItsOwn() throws Exception {
        Path plan = idlePlanOnTwoHosts();
        Process killed = runs.start(dir, "killed", plan);
        long owner = killed.pid(); // bin/mwbench execs java: the script's pid is the run's
        assertTrue(awaitOutput(killed, "agents registered", 90), output(killed));
        killed.destroyForcibly();
        killed.waitFor(10, TimeUnit.SECONDS);
        assertTrue(runs.commands().run(List.of("ip", "netns", "list")).contains("mwbh-" + owner + "-host-a"),
                "kill -9 leaves the namespaces behind");
        assertTrue(runs.commands().run(List.of("ip", "-o", "link", "show")).contains("mwbh" + owner + "b"),
                "and the bridge");

        Path failing = plan.resolveSibling("failing.ctp");
        String idle = Files.readString(plan);
        assertTrue(idle.contains("blade.1.argument=duration=3s\n"), idle);
        Files.writeString(failing, idle.replace("blade.1.argument=duration=3s\n", "blade.1.argument=duration=3s threads=-5\n"));
        Process next = runs.start(dir, "next", failing);
        Distribution.awaitEnd(next, 150, "the next run ends by itself");
        String output = output(next);
        assertTrue(next.exitValue() != 0, "the refused argument fails the run: " + output);
        assertTrue(output.contains("threads"), "saying which argument: " + output);
        assertTrue(output.contains("removed what crashed runs left: ") && output.contains("namespace mwbh-" + owner + "-host-a")
                && output.contains("link mwbh" + owner + "b"), output);
        runs.assertNothingLeftBy(owner);
        assertTrue(output.contains("namespace mwbh-" + next.pid() + "-host-a"), "the failed run had made its network: " + output);
        runs.assertNothingLeftBy(next.pid());
    }

    /**
     * Ctrl-C at the terminal: SIGINT to the run's whole process group, as a terminal
     * sends it. The agents, in sessions of their own, are not hit and lost: the run stops the
     * load, collects both hosts' blades, writes the report, exits 3 and removes everything.
     */
    @Test
    @Timeout(value = 8 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
    void ctrlCDuringARunKeepsWhatWasMeasuredAndRemovesEverything() throws Exception {
        Path plan = idlePlanOnTwoHosts();
        Files.writeString(plan, Files.readString(plan).replace("duration=3s", "duration=1h"));
        Files.createDirectories(dir.resolve("interrupted"));
        // env --default-signal=INT: a shell without job control starts background jobs with SIGINT ignored
        Process interrupted = runs.removedAfter(Distribution.start(List.of("env", "--default-signal=INT", "setsid"),
                dir.resolve("interrupted"), null, dir.resolve("interrupted.log"), "run", plan.toString(), "--report-dir",
                dir.resolve("report-interrupted").toString()));
        long owner = interrupted.pid(); // setsid and bin/mwbench exec java: this pid is the run's, and its group's
        assertTrue(awaitOutput(interrupted, "calls/s", 150), "the run measures before Ctrl-C: " + output(interrupted));
        assertEquals(0, new ProcessBuilder("kill", "-s", "INT", "--", "-" + owner).start().waitFor());

        // a guard, not a speed claim: stop, collect over the emulated links and the report, on a loaded machine
        Distribution.awaitEnd(interrupted, 240, "the run ends on Ctrl-C");
        String output = output(interrupted);
        assertEquals(3, interrupted.exitValue(), output);
        assertFalse(output.contains("is lost") || output.contains("was lost"), "no agent died with the signal: " + output);
        assertFalse(output.contains("Shutdown in progress"), output);
        Path run = Distribution.onlyRunIn(dir.resolve("report-interrupted"));
        for (String blade : List.of("idle", "idle-b")) {
            List<String> lines = Files.readAllLines(run.resolve(blade).resolve("action"), StandardCharsets.UTF_8);
            assertTrue(lines.size() > 1, blade + "'s calls until Ctrl-C are collected: " + lines + "\n" + output);
        }
        assertTrue(Files.size(run.resolve("report.html")) > 0, output);
        assertTrue(output.contains("removed: "), output);
        runs.assertNothingLeftBy(owner);
    }

    /** Two hosts and a blade that calls nothing: what a test of the network's life cycle needs. */
    private Path idlePlanOnTwoHosts() throws IOException {
        Path folder = dir.resolve("idle");
        Files.createDirectories(folder);
        Files.copy(Distribution.HOME.resolve("test-plans").resolve("hosts").resolve("two-hosts.hosts"),
                folder.resolve("two-hosts.hosts"));
        Path plan = folder.resolve("idle.ctp");
        Files.writeString(plan, "hosts=two-hosts.hosts\nblade.0.id=idle\nblade.0.server=host-a\n"
                + "blade.0.injector=SyntheticInjector\nblade.0.argument=duration=3s\n"
                + "blade.1.id=idle-b\nblade.1.server=host-b\nblade.1.injector=SyntheticInjector\n"
                + "blade.1.argument=duration=3s\n");
        return plan;
    }

    /** How a use's user failed: the reason, and how long after its blade started running. */
    private record UnansweredFailure(String reason, long nanos) {
        /**
         * A user that could not connect raised an alarm, timed from its blade's start; one that
         * connected without calling anybody recorded its first call as failed, with its kind, and the
         * first failure of that kind raised the alarm: timed by that call. So each blade has one alarm.
         */
        static UnansweredFailure of(Path blade) throws IOException {
            // A message may span lines (RMI nests its causes' messages), quoted as one CSV field.
            String alarms = Files.readString(blade.resolve("alarm"), StandardCharsets.UTF_8);
            String records = alarms.substring(alarms.indexOf('\n') + 1).strip();
            assertFalse(records.isEmpty(), blade + ": a failure that says nothing");
            List<String> fields = CsvText.split(records);
            assertEquals(3, fields.size(), "one user, one alarm: " + records);
            String reason = fields.get(2).replaceAll("\\s+", " ");
            List<ActionRow> calls = new ArrayList<>();
            ActionFileReader.forEach(blade.resolve("action"), calls::add);
            assertTrue(calls.size() <= 1, blade + ": one call at most");
            if (calls.isEmpty()) {
                return new UnansweredFailure(reason, Long.parseLong(fields.get(0)) - runningSince(blade.resolve("lifecycle")));
            }
            ActionRow call = calls.get(0);
            assertFalse(call.success(), blade + ": a call to nobody succeeded");
            assertTrue(reason.contains("first failure of kind " + call.comment() + ": "), "the call's kind, "
                    + call.comment() + ", is the alarm's: " + reason);
            return new UnansweredFailure(reason, call.durationNanos());
        }

        private static long runningSince(Path lifecycle) throws IOException {
            return Files.readAllLines(lifecycle).stream().filter(line -> line.endsWith(",running"))
                    .mapToLong(line -> Long.parseLong(line.split(",")[0])).findFirst().orElseThrow();
        }
    }
}
