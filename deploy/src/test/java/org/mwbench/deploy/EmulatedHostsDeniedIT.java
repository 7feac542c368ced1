package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.hosts.SystemCommands;

/**
 * Plans with emulated hosts where they cannot be had, through the distribution's {@code bin/mwbench
 * run}: a user who is not root, and a kernel without netem. The run is refused before anything is
 * created, or, where the plan allows it, runs on loopback saying what that costs. None of these runs
 * creates a namespace or takes the emulation lock, so this class runs beside {@link EmulatedHostsIT}
 * (which it was part of) and {@link EmulatedHostsFaultsIT}: it must tell its runs' names from theirs
 * by pid, never by "no change at all".
 */
@Timeout(value = 4 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class EmulatedHostsDeniedIT {
    @TempDir
    Path dir;

    private final SystemCommands commands = new SystemCommands(Duration.ofSeconds(20));
    private final RunLeftovers leftovers = new RunLeftovers(commands);
    private final List<Process> runs = new ArrayList<>();

    @BeforeEach
    void needsRootAndIproute2() throws Exception {
        Users.assumeRootWithEmulationTools("these tests drop root, or need it to reach the netem check");
    }

    /** Nothing should be there to remove; if a refusal failed to hold, what the run made goes anyway. */
    @AfterEach
    void removeWhatTheRunsCreated() throws Exception {
        leftovers.removeAllOf(runs);
    }

    /**
     * Emulated hosts refused to a user who is not root, through the real command: {@code bin/mwbench}
     * runs as nobody, in a folder of nobody's, with the distribution as shipped (readable by all). The
     * run exits with 2, says that root is needed and which uid it ran as, and creates no namespace or link.
     */
    @Test
    void withoutRootEmulatedHostsAreRefusedAndNothingIsCreated() throws Exception {
        Path home = Users.nobodysFolder(dir, commands);
        Files.writeString(home.resolve("one.hosts"), "host.0.name=a\nhost.0.cpus=0\n");
        Path plan = home.resolve("one.ctp");
        Files.writeString(plan, "hosts=one.hosts\nblade.0.id=s\nblade.0.server=a\nblade.0.injector=SyntheticInjector\n"
                + "blade.0.argument=duration=1s\n");
        Users.giveToNobody(home, commands);

        Process run = start(Users.AS_NOBODY, home, "nobody", "run", plan.toString(), "--report-dir", home.resolve("report").toString());
        Distribution.awaitEnd(run, 60, "the refusal");
        String output = output(run);
        assertEquals(2, run.exitValue(), output);
        assertTrue(output.contains("need root, to create network namespaces and links; this process runs as uid " + Users.NOBODY),
                output);
        // Every namespace and link a run creates is named with its pid (setpriv and bin/mwbench exec java).
        assertEquals("", leftovers.namesOf(run.pid()), "no namespace or link was created");
        leftovers.assertNothingLeftBy(run.pid());
        assertFalse(Files.exists(home.resolve("report")), "nothing deployed, no report");
    }

    /**
     * Without root, the shipped scalability plan (cut short) still runs, as its hosts.fallback=loopback
     * allows: every blade on the local host, a warning that servers and clients share the cores, and the
     * report says so too.
     */
    @Test
    void withoutRootTheScalabilityPlanRunsOnLoopbackWarningThatTheSidesShareCores() throws Exception {
        Path home = Users.nobodysFolder(dir, commands);
        Path plan = ShippedPlans.shortScalability(dir, List.of("tcp"),
                "clients=1;5 width=5% min_intervals=2 min_batches=5 sample=250ms max=3s warmup=1s");
        ShippedPlans.copyFolder(plan.getParent(), home.resolve("plan"));
        Users.giveToNobody(home, commands);
        Process run = start(Users.AS_NOBODY, home, "nobody-scalability", "run",
                home.resolve("plan").resolve(plan.getFileName()).toString(), "--report-dir", home.resolve("report").toString());
        Distribution.awaitEnd(run, 120, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);
        assertTrue(output.contains("need root") && output.contains("hosts.fallback=loopback")
                && output.contains("servers and injectors share this machine's"), output);
        assertEquals("", leftovers.namesOf(run.pid()), "no namespace or link was created");
        Path report;
        try (Stream<Path> folders = Files.list(home.resolve("report"))) {
            List<Path> all = folders.filter(Files::isDirectory).toList(); // results.db lies beside the runs
            assertEquals(1, all.size(), all.toString());
            report = all.get(0);
        }
        assertEquals(2, Files.readAllLines(report.resolve("clients").resolve("plateaus")).size() - 1, "two plateaus");
        assertTrue(Files.readString(report.resolve("report.html"), StandardCharsets.UTF_8).contains("share cores ("),
                "the report warns that the sides shared the cores");
    }

    @Test
    void delayOnAKernelWithoutNetemStopsTheRunBeforeAnythingIsCreated() throws Exception {
        SystemCommands.Result probe = commands.attempt(List.of("unshare", "--net", "tc", "qdisc", "add", "dev", "lo",
                "root", "netem", "delay", "1ms"));
        assumeFalse(probe.succeeded(), "this kernel has netem, so a delay is honoured rather than refused");
        Path folder = Files.createDirectories(dir.resolve("plan"));
        Files.writeString(folder.resolve("slow.hosts"), "host.0.name=a\nhost.0.cpus=0\nhost.0.delay=5ms\n");
        Path plan = folder.resolve("slow.ctp");
        Files.writeString(plan, "hosts=slow.hosts\nblade.0.id=s\nblade.0.server=a\nblade.0.injector=SyntheticInjector\n"
                + "blade.0.argument=duration=1s\n");
        Files.createDirectories(dir.resolve("slow"));

        Process run = start(List.of(), dir.resolve("slow"), "slow", "run", plan.toString(), "--report-dir",
                dir.resolve("report-slow").toString());
        Distribution.awaitEnd(run, 60, "the run ends");
        String output = output(run);
        assertEquals(2, run.exitValue(), output);
        assertTrue(output.contains("host 'a' asks for delay, jitter or loss, which need the kernel's netem qdisc")
                && output.contains("Nothing was created"), output);
        assertEquals("", leftovers.namesOf(run.pid()), "no namespace or link was created");
        assertFalse(Files.exists(dir.resolve("report-slow")), "nothing deployed, no report");
    }

    private Process start(List<String> launcher, Path workDir, String name, String... args) throws Exception {
        Process run = Distribution.start(launcher, workDir, null, dir.resolve(name + ".log"), args);
        runs.add(run);
        return run;
    }

    private static String output(Process process) throws Exception {
        return Files.readString(Distribution.logOf(process), StandardCharsets.UTF_8);
    }
}
