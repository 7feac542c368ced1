package org.mwbench.results.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Locale;
import org.mwbench.analysis.report.RunAnalysis;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunWriter;

/**
 * Where the time of storing one run goes, in a fresh JVM as {@code mwbench run} has at its end:
 * loading the SQLite driver and its native library, opening the database (creating its schema
 * with Flyway when the file is new, else only checking its version), the run's analysis (its
 * events read: {@code RunAnalysis}, which the HTML report needs anyway), the records made from
 * that analysis and the run's small files, and the transaction. What storing adds beyond the
 * run and its report is the last two ("store" in the output). Each phase is timed once, in
 * order, since only the first time in a JVM is what a command pays; run it several times for a
 * spread:
 * <pre>
 * mvn -B -o -q -pl analysis/core,analysis/results test-compile
 * mvn -B -o -q -pl analysis/results dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=/tmp/cp.txt
 * java -cp analysis/results/target/test-classes:analysis/results/target/classes:analysis/core/target/classes:$(cat /tmp/cp.txt) \
 *     org.mwbench.results.bench.StoreTiming RUN_FOLDER DB_FILE
 * </pre>
 * A {@code DB_FILE} that does not exist yet is created (the first run of a new user); for an
 * existing one, give a run it does not hold yet (a run stored already is found, not inserted).
 */
public final class StoreTiming {
    private StoreTiming() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: StoreTiming RUN_FOLDER DB_FILE");
            System.exit(2);
        }
        Path folder = Path.of(args[0]);
        Path file = Path.of(args[1]).toAbsolutePath();
        boolean existed = Files.exists(file);
        long start = System.nanoTime();
        try (Connection memory = DriverManager.getConnection("jdbc:sqlite::memory:")) {
            memory.createStatement().execute("SELECT 1");
        }
        long driver = System.nanoTime();
        ResultsDatabase database = ResultsDatabase.open("jdbc:sqlite:" + file);
        long opened = System.nanoTime();
        RunAnalysis analysis = RunAnalysis.of(Campaign.open(folder));
        long analysed = System.nanoTime();
        ResultRun run = RunFolderReader.read(analysis);
        long recorded = System.nanoTime();
        boolean stored = new RunWriter(database).store(run);
        long end = System.nanoTime();
        System.out.printf(Locale.ROOT, "%s database: driver %.3f s, open %.3f s, analysis (the report's) %.3f s, "
                        + "records %.3f s, transaction %.3f s (stored: %b); store %.3f s; total %.3f s%n",
                existed ? "existing" : "new", seconds(start, driver), seconds(driver, opened), seconds(opened, analysed),
                seconds(analysed, recorded), seconds(recorded, end), stored, seconds(analysed, end), seconds(start, end));
    }

    private static double seconds(long from, long to) {
        return (to - from) / 1e9;
    }
}
