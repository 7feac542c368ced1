package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunWriter;

/**
 * A supervisor JVM kept up with {@code mwbench supervisor}, and an agent JVM, driven step
 * by step with the clifcmd-style commands; {@code collect} stores the run in the results database.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class SupervisorCommandsTest {
    @TempDir
    Path dir;

    private MwbenchProcess supervisor;
    private MwbenchProcess agent;

    @AfterEach
    void stopProcesses() throws Exception {
        for (MwbenchProcess process : new MwbenchProcess[] {agent, supervisor}) {
            if (process != null) {
                process.close();
                assertFalse(process.isAlive());
            }
        }
    }

    @Test
    void drivesATestStepByStep() throws Exception {
        int port = RunFolders.freePort();
        Path secret = dir.resolve("secret");
        Path reports = dir.resolve("report");
        supervisor = MwbenchProcess.start(dir.resolve("supervisor.log"), "supervisor", "--port", Integer.toString(port),
                "--report-dir", reports.toString(), "--secret-file", secret.toString());
        assertTrue(supervisor.awaitLog("supervisor ready"), supervisor.log());
        agent = MwbenchProcess.agent("agent-a", port, secret, dir);
        String[] to = {"--supervisor", "127.0.0.1:" + port, "--secret-file", secret.toString()};

        Path plan = RunFolders.writePlan(dir, "steps", String.join("\n",
                "blade.0.id=remote", "blade.0.server=agent-a", "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=2 duration=3s service_time=1ms",
                "blade.1.id=local", "blade.1.server=local host", "blade.1.injector=SyntheticInjector",
                "blade.1.argument=threads=1 duration=3s service_time=1ms", ""));

        assertEquals(ExitCodes.FAILURE, command("init", to).exitCode(), "nothing deployed yet");
        assertTrue(agent.awaitLog("registered at"), agent.log());
        Path bad = RunFolders.writePlan(dir, "bad", Files.readString(plan).replace("threads=2", "threads=-5"));
        CommandResult refusedPlan = command("deploy", bad.toString(), to[0], to[1], to[2], to[3]);
        assertEquals(ExitCodes.USAGE, refusedPlan.exitCode(), refusedPlan.toString());
        assertTrue(refusedPlan.err().contains("bad.ctp:4: blade.0.argument: blade remote: parameter 'threads' = '-5'"),
                refusedPlan.err());
        assertOk(command("deploy", plan.toString(), to[0], to[1], to[2], to[3]));
        assertOk(command("init", to));
        CommandResult start = command("start", to);
        assertOk(start);
        assertTrue(start.out().contains("start skew"), start.out());
        assertOk(command("suspend", "remote", to[0], to[1], to[2], to[3]));
        CommandResult status = command("status", to);
        assertTrue(status.out().contains("remote: suspended"), status.out());
        assertTrue(status.out().contains("agent-a"), status.out());
        assertOk(command("resume", "remote", to[0], to[1], to[2], to[3]));
        CommandResult waited = command("wait", to);
        assertOk(waited);
        assertTrue(waited.out().contains("completed"), waited.out());
        CommandResult collected = command("collect", to);
        assertOk(collected);
        assertTrue(collected.out().contains("collected 2 blade(s)"), collected.out());
        Path run = RunFolders.only(reports);
        assertTrue(collected.out().contains("results database: run "), collected.out());
        ResultsDatabase results = ResultsDatabase.open("jdbc:sqlite:" + reports.resolve(ResultsDatabase.FILE));
        assertTrue(new RunWriter(results).stored(RunFolderReader.idOf(run)), "collect stores the run it collected");
        assertTrue(RunFolders.rows(run.resolve("remote").resolve("action")).size() > 100);
        String lifecycle = RunFolders.lines(run.resolve("remote").resolve("lifecycle")).toString();
        assertTrue(lifecycle.contains("suspended") && lifecycle.contains("resuming"), lifecycle);
        CommandResult stats = command("quickstats", to);
        assertOk(stats);
        assertTrue(stats.out().contains("remote") && stats.out().contains("local"), stats.out());
        assertEquals(ExitCodes.USAGE, command("deploy", dir.resolve("none.ctp").toString(), to[0], to[1], to[2], to[3]).exitCode());

        CommandResult refused = command("status", "--supervisor", "127.0.0.1:" + port,
                "--secret-file", dir.resolve("wrong-secret").toString());
        assertEquals(ExitCodes.FAILURE, refused.exitCode());
        // The command checks the supervisor's proof before it sends anything: with another secret, it refuses.
        assertTrue(refused.err().contains("cannot prove it holds the shared secret"), refused.err());
    }

    private static CommandResult command(String verb, String... args) {
        String[] all = new String[args.length + 1];
        all[0] = verb;
        System.arraycopy(args, 0, all, 1, args.length);
        return CommandResult.of(all);
    }

    private static void assertOk(CommandResult result) {
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
    }
}
