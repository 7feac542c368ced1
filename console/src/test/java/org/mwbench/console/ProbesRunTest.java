package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CLIF's probe blades through {@code mwbench run} in-process: a probe with a duration ends by
 * itself, one without is stopped once the injector is done, and a bad probe argument is a plan
 * error located at its key, with nothing deployed.
 */
class ProbesRunTest {
    @TempDir
    Path dir;

    @Test
    void aProbeEndsAfterItsDurationOrWithTheInjectors() throws Exception {
        Path plan = RunFolders.writePlan(dir, "probed", "blade.0.id=work\nblade.0.server=local host\n"
                + "blade.0.injector=SyntheticInjector\nblade.0.argument=threads=1 duration=3s service_time=1ms\n"
                + "blade.1.id=cpu\nblade.1.server=local host\nblade.1.probe=cpu\nblade.1.argument=100 1\n"
                + "blade.2.id=memory\nblade.2.server=local host\nblade.2.probe=memory\nblade.2.argument=200\n");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path run = RunFolders.only(dir.resolve("report"));

        List<String> cpu = RunFolders.lines(run.resolve("cpu").resolve("probe"));
        assertEquals("#date_ns,busy_pct,user_pct,system_pct,iowait_pct,steal_pct", cpu.get(0));
        // At most its 1 s of 100 ms samples; how many a busy machine lets it take is no test's business.
        assertTrue(cpu.size() - 1 >= 1 && cpu.size() - 1 <= 11, "samples of its 1 s: " + cpu);
        assertTrue(RunFolders.lines(run.resolve("cpu").resolve("lifecycle")).stream().anyMatch(row -> row.endsWith(",completed")),
                "the cpu probe ended by itself");

        List<String> memory = RunFolders.lines(run.resolve("memory").resolve("probe"));
        // It sampled until the injector was done (3 s), so on after the cpu probe's 1 s had ended.
        assertTrue(lastDate(memory) > lastDate(cpu), "the memory probe outlived the cpu probe: " + memory.size());
        List<String> cost = RunFolders.lines(run.resolve("memory").resolve("probe-cost"));
        assertTrue(cost.get(1).startsWith("memory," + (memory.size() - 1) + ",200,"), cost.toString());
        assertTrue(Files.readString(run.resolve("memory").resolve("alarm")).contains("of one core"),
                "its cost is an INFO alarm");
    }

    @Test
    void aBadProbeArgumentIsAPlanErrorAtItsKey() throws Exception {
        Path plan = RunFolders.writePlan(dir, "bad", "blade.0.id=cpu\nblade.0.server=local host\nblade.0.probe=cpu\n"
                + "blade.0.argument=fast 60\n"
                + "blade.1.id=net\nblade.1.server=local host\nblade.1.probe=network\nblade.1.argument=1000 60 lo extra\n");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("bad.ctp:4: blade.0.argument: blade cpu: the probe's period 'fast' is not valid"),
                result.err());
        assertTrue(result.err().contains("bad.ctp:8: blade.1.argument: blade net: a probe's argument is PERIOD_MS DURATION_S"
                + " [INTERFACE], e.g. 1000 60 eth0; 'extra' is one word too many"), result.err());
        assertFalse(Files.exists(dir.resolve("report")) && RunFolders.hasRuns(dir.resolve("report")), "nothing deployed");
    }

    /** The date_ns of a probe file's last sample. */
    private static long lastDate(List<String> probe) {
        return Long.parseLong(probe.get(probe.size() - 1).split(",")[0]);
    }
}
