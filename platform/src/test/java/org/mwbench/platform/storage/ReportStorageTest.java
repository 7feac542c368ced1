package org.mwbench.platform.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.plan.TestPlanParser;

/** The report's copies of the plan and of its files are readable by their owner only. */
@org.junit.jupiter.api.Timeout(60)
class ReportStorageTest {
    @TempDir
    Path dir;

    private final ReportStorage storage = new ReportStorage();
    private Path run;

    @BeforeEach
    void openRun() throws Exception {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions only");
        run = storage.openRun(dir.resolve("run"), TestPlanParser.parse(String.join("\n", "blade.0.id=one",
                "blade.0.server=local host", "blade.0.injector=SyntheticInjector", ""), "plan.ctp", "plan"), ReportMode.OWNER);
    }

    @Test
    void thePlanCopyIsOwnerOnly() throws Exception {
        assertEquals("rw-------", permissions(run.resolve("plan.ctp")));
    }

    /** Results are owner-only whatever the umask, and a run folder is made, never reused. */
    @Test
    void theRunFolderAndEverythingStoredInItAreOwnerOnly() throws Exception {
        try (java.io.OutputStream out = storage.collectedFile("one", "action")) {
            out.write(1);
        }
        storage.summaries(java.util.List.of());
        storage.runFacts(java.util.Map.of("a", "1"));
        storage.environment("local host", java.util.Map.of("os", "linux"));
        assertEquals("rwx------", permissions(run));
        assertEquals("rwx------", permissions(run.resolve("one")));
        assertEquals("rw-------", permissions(run.resolve("one").resolve("action")));
        assertEquals("rw-------", permissions(run.resolve(ReportStorage.RUN_FACTS)));
        assertEquals("rw-------", permissions(run.resolve(ReportStorage.ENVIRONMENT).resolve("local_host.properties")));
        IOException reused = assertThrows(IOException.class, () -> new ReportStorage().openRun(run,
                TestPlanParser.parse("blade.0.id=one\nblade.0.server=local host\nblade.0.injector=SyntheticInjector\n",
                        "plan.ctp", "plan"), ReportMode.OWNER));
        assertTrue(reused.getMessage().contains("already exists"), reused.getMessage());
    }

    @Test
    void byDefaultEveryFolderAndFileOfARunIsOwnerOnly() throws Exception {
        storeEverything(storage);
        assertTree(run, "rwx------", "rw-------");
    }

    /** {@code --report-mode group}: the owner's group may read the run, no one else, and no one but the owner writes. */
    @Test
    void inGroupModeTheGroupMayReadTheRunAndOthersNothing() throws Exception {
        ReportStorage shared = new ReportStorage();
        Path runs = dir.resolve("group-runs");
        Path groupRun = shared.openRun(runs.resolve("run"), TestPlanParser.parse(
                "blade.0.id=one\nblade.0.server=local host\nblade.0.injector=SyntheticInjector\n", "plan.ctp", "plan"),
                ReportMode.GROUP);
        storeEverything(shared);
        assertEquals("rwxr-x---", permissions(runs), "a runs folder it creates lets the group reach the runs");
        assertTree(groupRun, "rwxr-x---", "rw-r-----");
        assertEquals(ReportMode.GROUP, ReportMode.of(groupRun));
        assertEquals(ReportMode.OWNER, ReportMode.of(run));
    }

    /** The analysis written into a run afterwards (report.html, plots/) follows the run's mode, not the umask. */
    @Test
    void whatIsWrittenIntoARunLaterFollowsItsMode() throws Exception {
        Path plots = Files.createDirectories(run.resolve("plots"));
        Files.writeString(plots.resolve("a.svg"), "<svg/>");
        Files.writeString(run.resolve("report.html"), "<html/>");
        Files.setPosixFilePermissions(plots, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(plots.resolve("a.svg"), PosixFilePermissions.fromString("rw-r--r--"));
        Path outside = Files.writeString(dir.resolve("outside"), "x");
        Files.setPosixFilePermissions(outside, PosixFilePermissions.fromString("rw-r--r--"));
        Files.createSymbolicLink(plots.resolve("link"), outside);
        ReportMode.followRun(run, run.resolve("report.html"), plots, run.resolve("absent"));
        assertEquals("rw-------", permissions(run.resolve("report.html")));
        assertEquals("rwx------", permissions(plots));
        assertEquals("rw-------", permissions(plots.resolve("a.svg")));
        assertEquals("rw-r--r--", permissions(outside), "a link's target is left as it is");
    }

    @Test
    void aModeIsNamedAsOnTheCommandLine() {
        assertEquals(ReportMode.OWNER, ReportMode.named("owner"));
        assertEquals(ReportMode.GROUP, ReportMode.named(" Group "));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> ReportMode.named("world"));
        assertTrue(refused.getMessage().contains("owner") && refused.getMessage().contains("group"), refused.getMessage());
    }

    private static void storeEverything(ReportStorage storage) throws IOException {
        try (java.io.OutputStream out = storage.collectedFile("one", "action")) {
            out.write(1);
        }
        storage.summaries(java.util.List.of(new org.mwbench.platform.blade.IntervalSummary(
                "one", 1, 1, "call", false, 1, 0, 1, 1, 1, 0, 1)));
        storage.runFacts(java.util.Map.of("a", "1"));
        storage.environment("local host", java.util.Map.of("os", "linux"));
        storage.input("scenarios/ramp.xis", "<scenario/>".getBytes(StandardCharsets.UTF_8));
        storage.closeRun();
    }

    /** Every folder and file under the root, the root too, has the given permissions. */
    private static void assertTree(Path root, String folders, String files) throws IOException {
        java.util.List<Path> paths;
        try (var walk = Files.walk(root)) {
            paths = walk.toList();
        }
        assertTrue(paths.size() >= 10, "the run holds what was stored: " + paths);
        for (Path path : paths) {
            assertEquals(Files.isDirectory(path) ? folders : files, permissions(path), root.relativize(path).toString());
        }
    }

    @Test
    void aRunsFolderOthersMayWriteIsRefused() throws Exception {
        Path shared = Files.createDirectory(dir.resolve("shared"));
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
        IOException refused = assertThrows(IOException.class, () -> new ReportStorage().openRun(shared.resolve("run"),
                TestPlanParser.parse("blade.0.id=one\nblade.0.server=local host\nblade.0.injector=SyntheticInjector\n",
                        "plan.ctp", "plan"), ReportMode.OWNER));
        assertTrue(refused.getMessage().contains("writable by its owner only"), refused.getMessage());
        assertFalse(Files.exists(shared.resolve("run")));
    }

    @Test
    void inputsAndTheirFoldersAreOwnerOnly() throws Exception {
        storage.input("scenarios/ramp.xis", "<scenario/>".getBytes(StandardCharsets.UTF_8));
        Path inputs = run.resolve(ReportStorage.INPUTS);
        assertEquals("rwx------", permissions(inputs));
        assertEquals("rwx------", permissions(inputs.resolve("scenarios")));
        assertEquals("rw-------", permissions(inputs.resolve("scenarios/ramp.xis")));
        assertEquals("<scenario/>", Files.readString(inputs.resolve("scenarios/ramp.xis")));
    }

    @Test
    void anExistingInputIsNarrowedWhenWrittenAgain() throws Exception {
        storage.input("ramp.xis", new byte[] {1});
        Path copy = run.resolve(ReportStorage.INPUTS).resolve("ramp.xis");
        Files.setPosixFilePermissions(copy, PosixFilePermissions.fromString("rw-r--r--"));
        storage.input("ramp.xis", new byte[] {2});
        assertEquals("rw-------", permissions(copy));
    }

    @Test
    void refusesAnInputNameThatLeavesInputs() {
        assertThrows(IOException.class, () -> storage.input("../plan.ctp", new byte[] {1}));
        assertThrows(IOException.class, () -> storage.input(dir.resolve("elsewhere").toString(), new byte[] {1}));
        assertFalse(Files.exists(dir.resolve("elsewhere")));
    }

    private static String permissions(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
