package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Guards the results database's promise through real runs: every {@code mwbench run} is stored in the runs
 * folder's database, {@code mwbench history} shows one point per run, the same plan run again is
 * not flagged, and a delay planted in a real tcp server ({@code service_time}, 20 ms a call where a
 * loopback ping takes well under one, so that a loaded machine's noise, which stretches the earlier
 * runs' prediction interval, cannot hide it) is found by {@code mwbench db regressions --fail}, with
 * exit code 1 and a failing JUnit test case.
 */
@Timeout(value = 8, unit = TimeUnit.MINUTES) // a hang guard over five short runs on a loaded machine
class ResultsDatabaseRunTest {
    /** What the server is given to make the last run slower: each call parked this long before it answers. */
    private static final String PLANTED_DELAY = "20ms";
    /**
     * The smallest change the checks below report, in %: fifty times the earlier median. The same
     * plan run again on a machine other builds load moved its median by 27% (the default, 2%, then
     * flags it); the planted delay makes it about a thousand times slower.
     */
    private static final String MIN_CHANGE = "5000";

    @TempDir
    Path dir;

    /** A tcp server blade, its service delayed by {@code serviceTime} unless null, pinged 150 times after 50 warm-up calls. */
    private CommandResult run(String serviceTime) throws Exception {
        Files.createDirectories(dir.resolve("scenarios"));
        Files.writeString(dir.resolve("scenarios").resolve("ping.xis"), "<scenario><behaviors><plugins>"
                + "<use id=\"tcp\" name=\"tcp\"><params><param name=\"server\" value=\"server\"/></params></use>"
                + "</plugins><behavior id=\"tcp\"><sample use=\"tcp\" name=\"ping\" label=\"tcp ping\"/></behavior>"
                + "</behaviors></scenario>");
        Path plan = RunFolders.writePlan(dir, "served", String.join("\n",
                "#CLIF test plan",
                "blade.0.id=server",
                "blade.0.server=local host",
                "blade.0.sut=ServerBlade",
                "blade.0.argument=protocol=tcp" + (serviceTime == null ? "" : " service_time=" + serviceTime),
                "blade.1.id=served",
                "blade.1.server=local host",
                "blade.1.injector=LoopRunner",
                "blade.1.argument=scenario=scenarios/ping.xis warmup=50 steps=3 calls=50",
                ""));
        return CommandResult.of("run", plan.toString(), "--report-dir",
                dir.resolve("runs").toString(), "--secret-file", dir.resolve("secret").toString());
    }

    private static boolean saysItWasDelayed(Path serverConfig) {
        try {
            return RunFolders.lines(serverConfig).contains("mwbench.service_time,20.00 ms");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private CommandResult mwbench(String... args) {
        String[] withRuns = java.util.Arrays.copyOf(args, args.length + 2);
        withRuns[args.length] = "--report-dir";
        withRuns[args.length + 1] = dir.resolve("runs").toString();
        return CommandResult.of(withRuns);
    }

    @Test
    void everyRunIsStoredAndAPlantedDelayIsFoundAsARegression() throws Exception {
        for (int i = 0; i < 4; i++) {
            CommandResult result = run(null);
            assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
            assertTrue(result.out().contains("results database: run "), result.out());
        }
        assertTrue(Files.isRegularFile(dir.resolve("runs/results.db")), "the embedded default, in the runs folder");

        CommandResult history = mwbench("history", "--middleware", "tcp", "--operation", "ping", "--format", "csv");
        assertEquals(ExitCodes.OK, history.exitCode(), history.toString());
        assertEquals(1 + 4, history.out().strip().lines().count(), history.out());

        CommandResult unchanged = mwbench("db", "regressions", "--fail", "--min-change", MIN_CHANGE);
        assertEquals(ExitCodes.OK, unchanged.exitCode(), "the same plan again is no regression: " + unchanged);

        CommandResult delayed = run(PLANTED_DELAY);
        assertEquals(ExitCodes.OK, delayed.exitCode(), delayed.toString());
        try (var runs = Files.list(dir.resolve("runs"))) {
            long said = runs.map(run -> run.resolve("server").resolve("server-config")).filter(Files::isRegularFile)
                    .filter(ResultsDatabaseRunTest::saysItWasDelayed).count();
            assertEquals(1, said, "the delayed server's configuration, and only its, says it was given the delay");
        }
        Path junit = dir.resolve("regressions.xml");
        CommandResult slower = mwbench("db", "regressions", "--fail", "--min-change", MIN_CHANGE, "--junit", junit.toString());
        assertEquals(ExitCodes.FAILURE, slower.exitCode(), slower.toString());
        assertTrue(slower.out().contains("REGRESSION"), slower.out());
        assertTrue(Files.readString(junit).contains("<failure"), Files.readString(junit));

        CommandResult again = mwbench("db", "import");
        assertEquals(ExitCodes.OK, again.exitCode(), again.toString());
        assertTrue(again.out().startsWith("0 run(s) stored, 5 stored already, 0 failed"), again.out());

        CommandResult export = mwbench("db", "export", "--last", "2");
        assertEquals(ExitCodes.OK, export.exitCode(), export.toString());
        Path file = Files.writeString(dir.resolve("two.json"), export.out());
        CommandResult elsewhere = CommandResult.of("db", "import", file.toString(), "--db",
                "jdbc:sqlite:" + dir.resolve("other/results.db"));
        assertEquals(ExitCodes.OK, elsewhere.exitCode(), elsewhere.toString());
        assertTrue(elsewhere.out().startsWith("2 run(s) stored, 0 stored already, 0 failed"), elsewhere.out());
    }

    @Test
    void aDamagedFolderIsSkippedWithItsErrorAndTheOthersAreImported() throws Exception {
        assertEquals(ExitCodes.OK, run("1ms").exitCode());
        Path good = RunFolders.only(dir.resolve("runs"));
        Path damaged = dir.resolve("damaged");
        Files.createDirectories(damaged);
        Files.writeString(damaged.resolve("run.properties"), "origin.epoch_ns=1\n");
        Files.writeString(damaged.resolve("served.ctp"), "blade.0.id=served\nblade.0.injector=SyntheticInjector\n");
        Files.createDirectories(damaged.resolve("served"));
        Files.writeString(damaged.resolve("served/action"), "#not the header\n1,2\n");
        CommandResult result = CommandResult.of("db", "import", damaged.toString(), good.toString(), "--db",
                "jdbc:sqlite:" + dir.resolve("fresh.db"));
        assertEquals(ExitCodes.FAILURE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("skipped: ") && result.err().contains("action"), result.err());
        assertTrue(result.out().startsWith("1 run(s) stored, 0 stored already, 1 failed"), result.out());
    }

    @Test
    void aRunCutShortIsStoredAndMarkedSo() throws Exception {
        Path plan = RunFolders.writePlan(dir, "long", String.join("\n",
                "#CLIF test plan",
                "blade.0.id=long",
                "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=1 duration=60s service_time=1ms",
                ""));
        CommandResult result = CommandResult.of("run", plan.toString(), "--duration", "1s", "--report-dir",
                dir.resolve("runs").toString(), "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.INCOMPLETE, result.exitCode(), result.toString());
        assertTrue(result.out().contains("(marked cut short)"), result.out());
        CommandResult history = mwbench("history", "--format", "json");
        assertTrue(history.out().contains("\"cutShort\" : true"), history.out());
    }
}
