package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.LoadedMachine;

/**
 * {@code kill -9} of {@code mwbench run}: a user-started agent under a 2 s lease aborts the
 * run's blades, ends the server blade's own JVM, and keeps the files on its disk.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class AgentLeaseTest {
    private static final long LEASE_MILLIS = 2000;
    private static final String SERVER_JVM_OPTIONS = "-Xmx64m -XX:+UseSerialGC";

    @TempDir
    Path dir;

    private MwbenchProcess agent;
    private MwbenchProcess run;
    private ProcessHandle serverJvm;

    @AfterEach
    void stopEverything() throws Exception {
        if (run != null) {
            run.close();
        }
        if (serverJvm != null) {
            serverJvm.destroyForcibly(); // only if the lease failed to end it; the test has failed then
        }
        if (agent != null) {
            agent.close();
            assertFalse(agent.isAlive(), "the test stops the agent it started");
        }
    }

    @Test
    void killingTheSupervisorAbortsTheAgentsBladesAndEndsTheServerJvmKeepingTheFiles() throws Exception {
        int port = RunFolders.freePort();
        Path secret = dir.resolve("secret");
        agent = MwbenchProcess.agent("a", port, secret, dir, "--lease", LEASE_MILLIS + "ms");
        Path reports = dir.resolve("report");
        Path plan = RunFolders.writePlan(dir, "leased", String.join("\n",
                "blade.0.id=server",
                "blade.0.server=a",
                "blade.0.sut=ServerBlade",
                "blade.0.argument=protocol=tcp",
                "blade.0.jvm=" + SERVER_JVM_OPTIONS,
                "blade.1.id=load",
                "blade.1.server=a",
                "blade.1.injector=SyntheticInjector",
                "blade.1.argument=threads=1 duration=120s service_time=1ms",
                ""));
        run = MwbenchProcess.start(dir.resolve("run.log"), "run", plan.toString(), "--report-dir", reports.toString(),
                "--registry-port", Integer.toString(port), "--secret-file", secret.toString(), "--agent-wait", "60s");
        Path runFolder = RunFolders.awaitSummaries(reports, "load");
        String runId = runFolder.getFileName().toString();
        URI endpoint = URI.create(RunFacts.of(runFolder).getProperty("endpoint.server"));
        // Found by its plan options: Linux cuts a command line at 4096 bytes, long before the main class.
        serverJvm = agent.handle().descendants()
                .filter(process -> org.mwbench.platform.agent.ProcessCommandLine.joined(process).contains(SERVER_JVM_OPTIONS))
                .findFirst().orElseThrow(() -> new AssertionError("the server blade runs in a JVM of its own"));
        assertTrue(listening(endpoint), "the server listens at " + endpoint);

        run.kill9();
        String why = "no word from the supervisor of run " + runId + " for ";
        assertTrue(agent.awaitLog(why), "the agent says why it aborts: " + agent.log());
        assertTrue(serverJvm.onExit().get(LoadedMachine.HANG_GUARD_SECONDS, TimeUnit.SECONDS) != null && !serverJvm.isAlive(),
                "the server blade's JVM is gone");
        String line = agent.log().lines().filter(text -> text.contains(why)).findFirst().orElseThrow();
        assertTrue(line.contains("agent 'a': ") && line.contains("(lease 2 s): aborting its 2 blade(s), their files are kept"),
                line);

        assertFalse(listening(endpoint), "nothing listens at " + endpoint + " any more");
        assertTrue(agent.handle().descendants().findAny().isEmpty(), "no process is left under the agent");
        assertTrue(agent.isAlive(), "the agent itself keeps serving");
        Path kept = dir.resolve("work-a").resolve(runId);
        assertFalse(RunFolders.rows(kept.resolve("load").resolve("action")).isEmpty(), "the injector's calls are kept");
        for (String blade : List.of("load", "server")) {
            List<String> lifecycle = RunFolders.lines(kept.resolve(blade).resolve("lifecycle"));
            assertTrue(lifecycle.get(lifecycle.size() - 1).endsWith("aborted"), blade + ": " + lifecycle);
            assertTrue(RunFolders.lines(kept.resolve(blade).resolve("alarm")).toString().contains(why), blade);
        }
    }

    @Test
    void aLeaseShorterThanTwoSecondsIsRefused() {
        CommandResult result = CommandResult.of("agent", "--name", "a", "--registry", "127.0.0.1:1", "--lease", "1s",
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("--lease must be at least 2s"), result.err());
    }

    private static boolean listening(URI endpoint) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(endpoint.getHost(), endpoint.getPort()), 2000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
