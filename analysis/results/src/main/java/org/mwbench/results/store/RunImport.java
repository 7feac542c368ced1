package org.mwbench.results.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.results.model.ResultRun;

/**
 * Imports run folders, campaign folders and export files into a database, each run in its own
 * transaction: a damaged folder fails alone, with its located error, and leaves nothing of it
 * stored; a run stored already is skipped.
 */
public final class RunImport {
    /** What became of one run (or one file or folder that failed as a whole). */
    public record Outcome(String source, String runId, Status status, String message) {
    }

    public enum Status { STORED, ALREADY_STORED, FAILED }

    private final RunWriter writer;

    public RunImport(ResultsDatabase database) {
        this.writer = new RunWriter(database);
    }

    /** Imports a folder (run or campaign) or an export file ({@code .json}). */
    public List<Outcome> importPath(Path path) {
        List<Outcome> outcomes = new ArrayList<>();
        String source = path.toString();
        try {
            List<ResultRun> runs;
            if (Files.isRegularFile(path)) {
                try (InputStream in = Files.newInputStream(path)) {
                    runs = ResultFile.read(in, source);
                }
            } else {
                String id = RunFolderReader.idOf(path);
                if (writer.stored(id)) { // known without reading its event files: a whole runs folder imports again quickly
                    return List.of(new Outcome(source, id, Status.ALREADY_STORED, null));
                }
                runs = List.of(RunFolderReader.read(path));
            }
            for (ResultRun run : runs) {
                outcomes.add(store(source, run));
            }
        } catch (IOException | SQLException | RuntimeException e) {
            outcomes.add(new Outcome(source, null, Status.FAILED, e.getMessage() == null ? e.toString() : e.getMessage()));
        }
        return outcomes;
    }

    public Outcome store(String source, ResultRun run) {
        try {
            boolean stored = writer.store(run);
            return new Outcome(source, run.runId(), stored ? Status.STORED : Status.ALREADY_STORED, null);
        } catch (SQLException | RuntimeException e) {
            return new Outcome(source, run.runId(), Status.FAILED, source + ": not stored: " + e.getMessage());
        }
    }

    /** The run folders of a runs folder (each child that is a run or a campaign), sorted by name. */
    public static List<Path> runsIn(Path runsFolder) throws IOException {
        List<Path> runs = new ArrayList<>();
        if (!Files.isDirectory(runsFolder)) {
            return runs;
        }
        try (var children = Files.list(runsFolder)) {
            for (Path child : children.filter(Files::isDirectory).sorted().toList()) {
                if (Files.isRegularFile(child.resolve("run.properties"))
                        || Files.isRegularFile(child.resolve("campaign.properties"))) {
                    runs.add(child);
                }
            }
        }
        return runs;
    }
}
