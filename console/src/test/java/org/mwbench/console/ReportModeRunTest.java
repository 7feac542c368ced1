package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stored run, its analysis included, is owner-only unless the user asks otherwise,
 * and {@code --report-mode group} lets the group read all of it, whatever the umask gave.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ReportModeRunTest {
    @TempDir
    Path dir;

    @BeforeEach
    void posixOnly() {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions only");
    }

    @Test
    void byDefaultTheWholeRunIsOwnerOnly() throws Exception {
        Path run = run();
        assertTree(run, "rwx------", "rw-------");
    }

    @Test
    void inGroupModeTheGroupMayReadTheWholeRun() throws Exception {
        Path run = run("--report-mode", "group");
        assertEquals("rwxr-x---", permissions(run.getParent()), "the runs folder it created");
        assertTree(run, "rwxr-x---", "rw-r-----");
    }

    @Test
    void anUnknownModeIsAUsageError() throws Exception {
        CommandResult result = CommandResult.of("run", plan().toString(), "--report-dir", dir.resolve("runs").toString(),
                "--secret-file", dir.resolve("secret").toString(), "--report-mode", "world");
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("'world' is not a report mode"), result.err());
    }

    private Path run(String... mode) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("run", plan().toString(),
                "--report-dir", dir.resolve("runs").toString(), "--secret-file", dir.resolve("secret").toString()));
        args.addAll(List.of(mode));
        CommandResult result = CommandResult.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path run = RunFolders.only(dir.resolve("runs"));
        assertTrue(Files.exists(run.resolve("report.html")), "the analysis is there too: " + result.out());
        assertTrue(Files.isDirectory(run.resolve("plots")), result.out());
        return run;
    }

    private Path plan() throws IOException {
        return RunFolders.writePlan(dir, "modes", String.join("\n",
                "blade.0.id=one",
                "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=1 duration=1s service_time=1ms",
                ""));
    }

    /** Every folder and file of the run, the run's folder too, has the given permissions. */
    private static void assertTree(Path run, String folders, String files) throws IOException {
        List<Path> paths;
        try (var walk = Files.walk(run)) {
            paths = walk.toList();
        }
        for (Path path : paths) {
            assertEquals(Files.isDirectory(path) ? folders : files, permissions(path), run.relativize(path).toString());
        }
    }

    private static String permissions(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
