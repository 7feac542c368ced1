package org.mwbench.results.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;
import org.mwbench.analysis.report.RunAnalysis;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunWriter;

/**
 * What {@code mwbench run} (and the console, and {@code collect}) does last: stores the run it
 * just wrote in the results database, in one transaction, with what only the command knows
 * (its exit status, whether it was cut short, its arguments). A failure here never fails the
 * run: the folder keeps everything, and {@code mwbench db import} stores it later.
 * <p>
 * The database is opened on a thread of its own while the run goes on (from the run's deploy in
 * {@code mwbench run} and the web console, while {@code mwbench collect} brings the files in):
 * in a fresh JVM, loading the JDBC driver and SQLite's native library, and checking (or, for a
 * new database, applying) the migrations, took most of the second storing used to add after
 * the run ({@code StoreTiming} in the tests times each phase).
 */
public final class RunStoring implements AutoCloseable {
    /** The variable CI sets to the commit it built, recorded with each run (mwbench's jars do not carry it). */
    public static final String COMMIT_VARIABLE = "MWBENCH_COMMIT";

    private final String url;
    private final FutureTask<ResultsDatabase> opening;
    private final AtomicBoolean started = new AtomicBoolean();

    private RunStoring(String url) {
        this.url = url;
        this.opening = new FutureTask<>(() -> ResultsDatabase.open(url));
    }

    /**
     * Starts opening the results database a command's runs go to, in the background.
     *
     * @param dbOption the command's {@code --db} option, or null
     * @param runsFolder the runs folder, whose {@code results.db} is the default
     */
    public static RunStoring prepare(String dbOption, Path runsFolder) {
        return at(ResultsDatabase.urlOf(dbOption, System.getenv(), runsFolder));
    }

    /** Starts opening the results database at a JDBC URL, in the background. */
    public static RunStoring at(String url) {
        RunStoring storing = later(url);
        storing.openInBackground();
        return storing;
    }

    /**
     * The results database at a JDBC URL, not opened until {@link #openInBackground()} or the
     * first store: the web console opens it when a run is deployed, so that a console only
     * browsing creates no database.
     */
    public static RunStoring later(String url) {
        return new RunStoring(url);
    }

    /** Starts opening the database on a thread of its own, once (later calls do nothing). */
    public void openInBackground() {
        if (started.compareAndSet(false, true)) {
            Thread opener = new Thread(opening, "mwbench-results-open");
            opener.setDaemon(true);
            opener.start();
        }
    }

    /** The URL without its password, for messages. */
    public String redactedUrl() {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    /**
     * Reads the run's folder and stores it, marked cut short if the command says so or if the
     * folder shows less measured than the plan asked for.
     *
     * @param arguments the command's arguments, or null for a run started from the web console
     *
     * @return what was done, for a line of output: the run's key, where, and whether it was stored before
     * @throws Exception anything that kept it from being stored (nothing of it is stored then)
     */
    public String store(Path folder, int exitStatus, boolean cutShort, String arguments) throws Exception {
        ResultsDatabase database = database();
        return store(database, RunFolderReader.read(folder), exitStatus, cutShort, arguments);
    }

    /**
     * Stores a run its report has analysed already, its events not read again (a campaign's
     * analysis keeps each series' figures); otherwise as {@link #store(Path, int, boolean, String)}.
     */
    public String store(RunAnalysis analysis, int exitStatus, boolean cutShort, String arguments) throws Exception {
        ResultsDatabase database = database();
        return store(database, RunFolderReader.read(analysis), exitStatus, cutShort, arguments);
    }

    private static String store(ResultsDatabase database, ResultRun read, int exitStatus, boolean cutShort,
                                String arguments) throws Exception {
        ResultRun run = read.endedWith(exitStatus, cutShort || read.cutShort(), arguments, System.getenv(COMMIT_VARIABLE));
        boolean stored = new RunWriter(database).store(run);
        return "run " + run.runId().substring(0, 12) + (stored ? " stored in " : " was stored already in ")
                + database.redacted() + (run.cutShort() ? " (marked cut short)" : "");
    }

    /** Stores the run, printing a line that says so with its time, or why it was not (never failing). */
    public void afterRun(Path folder, int exitStatus, boolean cutShort, List<String> arguments, PrintWriter out,
                         PrintWriter err) {
        afterRun(folder, () -> store(folder, exitStatus, cutShort, String.join(" ", arguments)), out, err);
    }

    /**
     * Stores a run from the analysis its report was made from (what {@code mwbench run} does),
     * printing a line that says so with the time storing added, or why it was not stored.
     */
    public void afterRun(RunAnalysis analysis, int exitStatus, boolean cutShort, List<String> arguments,
                         PrintWriter out, PrintWriter err) {
        afterRun(analysis.campaign().folder(),
                () -> store(analysis, exitStatus, cutShort, String.join(" ", arguments)), out, err);
    }

    private void afterRun(Path folder, java.util.concurrent.Callable<String> storing, PrintWriter out, PrintWriter err) {
        long start = System.nanoTime();
        try {
            String done = storing.call();
            out.printf(Locale.ROOT, "results database: %s (%.2f s)%n", done, (System.nanoTime() - start) / 1e9);
        } catch (Exception e) {
            err.println("results database: the run is not stored in " + redactedUrl()
                    + " (the run's folder keeps everything; mwbench db import " + folder + " stores it later): " + e);
        }
        out.flush();
    }

    /**
     * Waits for the opening to end, whether or not anything was stored: a command that ends
     * early (a deploy that failed) leaves no thread writing into the runs folder behind it.
     */
    @Override
    public void close() {
        if (!started.get()) {
            return;
        }
        try {
            opening.get();
        } catch (ExecutionException e) {
            // nothing was stored, and nothing is left to report: a store would have said why
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private ResultsDatabase database() throws Exception {
        if (started.compareAndSet(false, true)) {
            opening.run(); // never opened in the background: here, now
        }
        try {
            return opening.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw e;
        }
    }
}
