package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One runs folder: ~/mwbench-runs, moved by $MWBENCH_RUNS or --report-dir; runs found there by name or as 'last'. */
class RunsFolderTest {
    @TempDir
    Path dir;

    @Test
    void theDefaultIsInTheHomeFolderOutsideAnyBuildTree() {
        assertEquals(Path.of("/home/me", "mwbench-runs"), RunsFolder.of(Map.of(), "/home/me"));
    }

    @Test
    void theEnvironmentVariableMovesIt() {
        assertEquals(Path.of("/data/runs"), RunsFolder.of(Map.of("MWBENCH_RUNS", "/data/runs"), "/home/me"));
        assertEquals(Path.of("/home/me", "mwbench-runs"), RunsFolder.of(Map.of("MWBENCH_RUNS", " "), "/home/me"));
    }

    @Test
    void aRunIsFoundByItsNameInTheRunsFolderOrAsLast() throws Exception {
        RunsFolder runs = new RunsFolder();
        runs.option = dir;
        Path older = Files.createDirectories(dir.resolve("quickstart_2026-11-25_10h00m00"));
        Path newer = Files.createDirectories(dir.resolve("latency-ping_2026-11-25_10h05m00"));
        Files.setLastModifiedTime(older, FileTime.fromMillis(1_000_000));
        Files.setLastModifiedTime(newer, FileTime.fromMillis(2_000_000));
        assertEquals(older, runs.find(Path.of("quickstart_2026-11-25_10h00m00")));
        assertEquals(newer, runs.find(Path.of("last")));
        assertEquals(older, runs.find(older), "a folder given as a path is taken as it is");
        IOException missing = assertThrows(IOException.class, () -> runs.find(Path.of("nosuch")));
        assertTrue(missing.getMessage().contains("runs folder " + dir.toAbsolutePath()), missing.getMessage());
    }

    @Test
    void reportFindsTheLastRunOfTheRunsFolder() throws Exception {
        Path plan = RunFolders.writePlan(dir, "short", String.join("\n", "blade.0.id=s", "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector", "blade.0.argument=threads=1 duration=1s", ""));
        Path runs = dir.resolve("runs");
        CommandResult run = CommandResult.of("run", plan.toString(), "--report-dir", runs.toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("runs folder: " + runs.toAbsolutePath()), run.out());
        CommandResult report = CommandResult.of("report", "--report-dir", runs.toString());
        assertEquals(ExitCodes.OK, report.exitCode(), report.toString());
        assertTrue(report.out().contains("synthetic"), report.out());
    }
}
