package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plan's scenario may only be a file of the plan's folder: a plan that reaches out of it
 * through {@code ..}, an absolute path or a symbolic link stops {@code mwbench run} and
 * {@code mwbench deploy} with exit code 2, a located error and nothing deployed or stored.
 * The "secret" outside is a file this test writes, never a real one.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class PlanFilesConfinedTest {
    @TempDir
    Path dir;

    private Path planFolder;
    private Path secret;
    private MwbenchProcess supervisor;

    @BeforeEach
    void folders() throws IOException {
        planFolder = Files.createDirectories(dir.resolve("plan"));
        secret = Files.createDirectories(dir.resolve("outside")).resolve("secret.xis");
        Files.writeString(secret, "<scenario/>");
    }

    @AfterEach
    void stopSupervisor() throws Exception {
        if (supervisor != null) {
            supervisor.close();
        }
    }

    @Test
    void aScenarioThatClimbsOutWithDotDotIsRefused() throws Exception {
        CommandResult result = run(attack("../outside/secret.xis"));
        assertRefused(result, "attack.ctp:4: blade.0.argument: scenario=../outside/secret.xis is outside the plan's folder;"
                + " allowed: a regular file of at most 16 MiB in " + planFolder + " or below");
    }

    @Test
    void aScenarioGivenAsAnAbsolutePathOutsideIsRefused() throws Exception {
        CommandResult result = run(attack(secret.toString()));
        assertRefused(result, "attack.ctp:4: blade.0.argument: scenario=" + secret + " is outside the plan's folder;");
    }

    @Test
    void aScenarioThatIsASymbolicLinkLeadingOutIsRefused() throws Exception {
        Files.createSymbolicLink(planFolder.resolve("innocent.xis"), secret);
        CommandResult result = run(attack("innocent.xis"));
        assertRefused(result,
                "attack.ctp:4: blade.0.argument: scenario=innocent.xis leads outside the plan's folder through a symbolic link;");
    }

    @Test
    void deployRefusesItToo() throws Exception {
        int port = RunFolders.freePort();
        Path secretFile = dir.resolve("secret");
        supervisor = MwbenchProcess.start(dir.resolve("supervisor.log"), "supervisor", "--port", Integer.toString(port),
                "--report-dir", dir.resolve("report").toString(), "--secret-file", secretFile.toString());
        assertTrue(supervisor.awaitLog("supervisor ready"), supervisor.log());
        CommandResult result = CommandResult.of("deploy", attack("../outside/secret.xis").toString(),
                "--supervisor", "127.0.0.1:" + port, "--secret-file", secretFile.toString());
        assertRefused(result, "attack.ctp:4: blade.0.argument: scenario=../outside/secret.xis is outside the plan's folder;");
        CommandResult status = CommandResult.of("status", "--supervisor", "127.0.0.1:" + port,
                "--secret-file", secretFile.toString());
        assertFalse(status.out().contains("runner"), "no blade is deployed: " + status);
    }

    @Test
    void onlyTheDeclaredFileIsShippedAndItsCopiesAreOwnerOnly() throws Exception {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions only");
        Path input = Files.createDirectories(planFolder.resolve("data")).resolve("input.csv");
        Files.writeString(input, "a,b\n1,2\n");
        Files.setPosixFilePermissions(input, PosixFilePermissions.fromString("rw-r-----"));
        Files.writeString(planFolder.resolve("other.txt"), "named by a plain parameter");
        Path plan = RunFolders.writePlan(planFolder, "declared", String.join("\n", "blade.0.id=reader",
                "blade.0.server=local host", "blade.0.injector=" + DeclaredFileBlade.class.getName(),
                "blade.0.argument=input=data/input.csv note=other.txt", ""));

        CommandResult result = run(plan);
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path run = RunFolders.only(dir.resolve("report"));
        assertTrue(String.join("\n", RunFolders.rows(run.resolve("reader").resolve("alarm")))
                .contains("read 8 bytes of data/input.csv"), "the blade got its declared file from the deploy");
        Path inputs = run.resolve("inputs");
        assertEquals(List.of("data", "data/input.csv"), relativeEntries(inputs), "the plain parameter's file is not shipped");
        assertEquals("rw-------", permissions(run.resolve("declared.ctp")));
        assertEquals("rwx------", permissions(inputs));
        assertEquals("rwx------", permissions(inputs.resolve("data")));
        assertEquals("rw-------", permissions(inputs.resolve("data/input.csv")));
    }

    private Path attack(String scenario) throws IOException {
        return RunFolders.writePlan(planFolder, "attack", String.join("\n", "blade.0.id=runner",
                "blade.0.server=local host", "blade.0.injector=ScenarioRunner", "blade.0.argument=scenario=" + scenario, ""));
    }

    private CommandResult run(Path plan) {
        return CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
    }

    private void assertRefused(CommandResult result, String error) throws IOException {
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains(error), result.err());
        assertFalse(result.out().contains("deployed"), result.out());
        Path reports = dir.resolve("report");
        assertFalse(Files.exists(reports) && RunFolders.hasRuns(reports), "a refused plan stores no report");
    }

    private static List<String> relativeEntries(Path folder) throws IOException {
        try (Stream<Path> entries = Files.walk(folder)) {
            return entries.filter(path -> !path.equals(folder))
                    .map(path -> folder.relativize(path).toString().replace('\\', '/')).sorted().toList();
        }
    }

    private static String permissions(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
