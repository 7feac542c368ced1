package org.mwbench.results.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Locale;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunWriter;

/**
 * Where the time of storing one run goes, in a fresh JVM as {@code mwbench run} has at its end:
 * loading the SQLite driver and its native library, opening the database (creating its schema
 * with Flyway when the file is new, else only checking its version), reading the run's folder
 * again ({@code RunAnalysis}), and the transaction. Each phase is timed once, in order, since
 * only the first time in a JVM is what a command pays; run it several times for a spread:
 * <pre>
 * mvn -B -o -q -pl analysis/results dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=/tmp/cp.txt
 * java -cp analysis/results/target/test-classes:analysis/results/target/classes:$(cat /tmp/cp.txt) \
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
        ResultRun run = RunFolderReader.read(folder);
        long readDone = System.nanoTime();
        boolean stored = new RunWriter(database).store(run);
        long end = System.nanoTime();
        System.out.printf(Locale.ROOT, "%s database: driver %.3f s, open %.3f s, read folder %.3f s, "
                        + "transaction %.3f s (stored: %b), total %.3f s%n", existed ? "existing" : "new",
                seconds(start, driver), seconds(driver, opened), seconds(opened, readDone), seconds(readDone, end),
                stored, seconds(start, end));
    }

    private static double seconds(long from, long to) {
        return (to - from) / 1e9;
    }
}
