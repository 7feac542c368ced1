package org.mwbench.results.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.mwbench.results.Fixtures;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.query.CaseFilter;
import org.mwbench.results.query.Metric;
import org.mwbench.results.query.RegressionDetector;
import org.mwbench.results.query.ResultsQueries;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunReader;
import org.mwbench.results.store.RunWriter;

/**
 * The measurement that chose the embedded default: the same synthetic runs stored in SQLite,
 * H2 and DuckDB files (one transaction per run, as {@code mwbench run} stores), then the
 * history of one case over all runs (its median, recomputed from histograms, and its mean,
 * from the stored figures), the regression check over every case, and the comparison
 * of two runs read whole, each query timed as the median of 15 after 3 warm-ups. Run:
 * <pre>mvn -B -o -q -pl analysis/results test-compile exec:java -Dexec.args="500"</pre>
 * (the argument is the number of runs; the module README has the figures of this machine).
 */
public final class EngineComparison {
    private EngineComparison() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        List<String> engines = args.length > 1 ? Arrays.asList(args[1].split(",")) : List.of("sqlite", "h2", "duckdb");
        List<ResultRun> made = SyntheticRuns.make(runs, 42);
        System.out.printf(Locale.ROOT, "%d synthetic runs of %d measures each; %s%n", runs, made.get(0).measures().size(),
                "times in ms, queries: median of 15");
        System.out.printf("%-8s %12s %12s %12s %12s %12s %14s %12s%n", "engine", "import all", "per run", "history p50",
                "history mean", "regressions", "compare 2 runs", "file MB");
        for (String engine : engines) {
            Path folder = Files.createTempDirectory("results-bench-" + engine);
            try {
                measure(engine, folder, made);
            } finally {
                Fixtures.delete(folder);
            }
        }
    }

    private static void measure(String engine, Path folder, List<ResultRun> runs) throws Exception {
        ResultsDatabase database = switch (engine) {
            case "sqlite" -> ResultsDatabase.open("jdbc:sqlite:" + folder.resolve("results.db"));
            case "h2" -> ResultsDatabase.open("jdbc:h2:" + folder.resolve("results") + ";MODE=PostgreSQL");
            case "duckdb" -> withScript(ResultsDatabase.unmigrated("jdbc:duckdb:" + folder.resolve("results.duckdb")));
            default -> throw new IllegalArgumentException("engines: sqlite, h2, duckdb; not " + engine);
        };
        RunWriter writer = new RunWriter(database);
        long start = System.nanoTime();
        for (ResultRun run : runs) {
            writer.store(run);
        }
        double importMs = (System.nanoTime() - start) / 1e6;
        ResultsQueries queries = new ResultsQueries(database);
        CaseFilter ping = new CaseFilter("corba-jacorb", "ping", null, null, null, null);
        double history = median(() -> queries.history(ping, Metric.MEDIAN));
        double historyOfMeans = median(() -> queries.history(ping, Metric.MEAN));
        RegressionDetector detector = new RegressionDetector(10, 2);
        double regressions = median(() -> detector.check(queries.history(CaseFilter.all(), Metric.MEDIAN), Metric.MEDIAN));
        RunReader reader = new RunReader(database);
        List<String> latest = reader.latestRunIds(2);
        double compare = median(() -> List.of(reader.read(latest.get(0)), reader.read(latest.get(1))));
        System.out.printf(Locale.ROOT, "%-8s %12.0f %12.1f %12.1f %12.1f %12.1f %14.1f %12.1f%n", engine, importMs,
                importMs / runs.size(), history, historyOfMeans, regressions, compare, size(folder) / 1e6);
    }

    /** DuckDB: the migration script run statement by statement (Flyway has no DuckDB support). */
    private static ResultsDatabase withScript(ResultsDatabase database) throws Exception {
        for (String migration : List.of("V1__results_schema.sql", "V2__case_percentiles.sql",
                "V3__history_indexes.sql", "V4__plateau_widened.sql")) {
            String script;
            try (var in = EngineComparison.class.getResourceAsStream("/db/migration/" + migration)) {
                script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            try (Connection c = database.getConnection(); Statement s = c.createStatement()) {
                for (String statement : script.replaceAll("(?m)--.*$", "").split(";")) {
                    if (!statement.isBlank()) {
                        s.execute(statement);
                    }
                }
            }
        }
        return database;
    }

    interface Query {
        Object run() throws Exception;
    }

    private static double median(Query query) throws Exception {
        for (int i = 0; i < 3; i++) {
            query.run();
        }
        List<Double> times = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            long start = System.nanoTime();
            query.run();
            times.add((System.nanoTime() - start) / 1e6);
        }
        times.sort(Double::compare);
        return times.get(times.size() / 2);
    }

    private static long size(Path folder) throws Exception {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        }
    }
}
