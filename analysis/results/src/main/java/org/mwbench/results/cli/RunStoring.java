package org.mwbench.results.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunWriter;

/**
 * What {@code mwbench run} does last: stores the run it just wrote in the results database, in
 * one transaction, with what only the command knows (its exit status, whether it was cut short,
 * its arguments). A failure here never fails the run: the folder keeps everything, and
 * {@code mwbench db import} stores it later.
 */
public final class RunStoring {
    /** The variable CI sets to the commit it built, recorded with each run (mwbench's jars do not carry it). */
    public static final String COMMIT_VARIABLE = "MWBENCH_COMMIT";

    private RunStoring() {
    }

    /** @param dbOption the run's {@code --db} option, or null */
    public static void afterRun(Path folder, int exitStatus, boolean cutShort, List<String> arguments, String dbOption,
                                Path runsFolder, PrintWriter out, PrintWriter err) {
        String url = ResultsDatabase.urlOf(dbOption, System.getenv(), runsFolder);
        long start = System.nanoTime();
        try {
            ResultsDatabase database = ResultsDatabase.open(url);
            ResultRun run = RunFolderReader.read(folder).endedWith(exitStatus, cutShort, String.join(" ", arguments),
                    System.getenv(COMMIT_VARIABLE));
            new RunWriter(database).store(run);
            out.printf(java.util.Locale.ROOT, "results database: run %s stored in %s%s (%.2f s)%n",
                    run.runId().substring(0, 12), database.redacted(), cutShort ? " (marked cut short)" : "",
                    (System.nanoTime() - start) / 1e9);
        } catch (Exception e) {
            err.println("mwbench run: not stored in the results database " + url.replaceAll("(?i)(password=)[^&;]*", "$1***")
                    + " (the run's folder keeps everything; mwbench db import " + folder + " stores it later): " + e);
        }
        out.flush();
    }
}
