package org.mwbench.results.query;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunReader;
import org.mwbench.results.store.Sql;

/**
 * Two selections of stored runs side by side ("the last 5 runs of latency-ping on this
 * testbed" against "this run"). Cases are paired exactly: the same blade, middleware, client
 * library, operation (the action type, payload included), payload size and clients; a case
 * one side has and the other has not is listed as unpaired, never matched loosely. On each
 * side a case's figure is computed per run as history computes it (percentiles from the merged
 * histograms of its series); over several runs it is their mean, with the Student-t 95%
 * interval over the runs, and for one run that run's own interval.
 */
public final class SelectionComparison {
    /** What a case is paired by. */
    public record CaseKey(String blade, String middleware, String clientLibrary, String operation, int payloadSize,
                          int clients) implements Comparable<CaseKey> {
        @Override
        public int compareTo(CaseKey other) {
            return java.util.Comparator.comparing(CaseKey::blade).thenComparing(CaseKey::middleware)
                    .thenComparing(CaseKey::operation).thenComparingInt(CaseKey::payloadSize)
                    .thenComparingInt(CaseKey::clients).thenComparing(CaseKey::clientLibrary).compare(this, other);
        }
    }

    /** One side's figure for a case: over {@code runs} runs, with its 95% interval. */
    public record Figure(double value, double low, double high, int runs, long calls, long errors) {
    }

    /**
     * A case both sides measured. {@code changePct} is b against a; {@code separated} says the two
     * intervals do not overlap; {@code worse} that b is on the worse side of a (higher for
     * durations, lower for throughput), whatever the size of the change.
     */
    public record Pair(CaseKey key, Figure a, Figure b, double changePct, boolean separated, boolean worse) {
    }

    public record Unpaired(CaseKey key, String side, Figure figure) {
    }

    /** The comparison: the runs each selection named (newest first), the pairs, the unpaired cases. */
    public record Result(String selectionA, String selectionB, List<String> runsA, List<String> runsB, String metric,
                         String unit, List<Pair> pairs, List<Unpaired> unpaired) {
    }

    private final ResultsDatabase database;

    public SelectionComparison(ResultsDatabase database) {
        this.database = database;
    }

    /** @throws IllegalArgumentException when a selection names no run, or a run key is ambiguous */
    public Result compare(Selection a, Selection b, Metric metric) throws SQLException {
        List<String> runsA = runs(a);
        List<String> runsB = runs(b);
        Map<CaseKey, Figure> sideA = figures(runsA, metric);
        Map<CaseKey, Figure> sideB = figures(runsB, metric);
        List<Pair> pairs = new ArrayList<>();
        List<Unpaired> unpaired = new ArrayList<>();
        for (Map.Entry<CaseKey, Figure> entry : sideA.entrySet()) {
            Figure other = sideB.get(entry.getKey());
            if (other == null) {
                unpaired.add(new Unpaired(entry.getKey(), "a", entry.getValue()));
            } else {
                pairs.add(pair(entry.getKey(), entry.getValue(), other, metric));
            }
        }
        sideB.forEach((key, figure) -> {
            if (!sideA.containsKey(key)) {
                unpaired.add(new Unpaired(key, "b", figure));
            }
        });
        return new Result(a.toString(), b.toString(), runsA, runsB, metric.label(), metric.unit(), pairs, unpaired);
    }

    private static Pair pair(CaseKey key, Figure a, Figure b, Metric metric) {
        double change = (b.value() - a.value()) / a.value() * 100;
        boolean separated = b.low() > a.high() || b.high() < a.low();
        boolean worse = metric.higherIsBetter() ? b.value() < a.value() : b.value() > a.value();
        return new Pair(key, a, b, change, separated, worse);
    }

    /** The run keys a selection names, newest first. */
    public List<String> runs(Selection selection) throws SQLException {
        if (selection.run() != null) {
            String run = new RunReader(database).find(selection.run()).orElseThrow(() ->
                    new IllegalArgumentException("no stored run '" + selection.run() + "' (give a run's key, a prefix "
                            + "of it, or its folder's name)"));
            return List.of(run);
        }
        List<String> runs = new ArrayList<>();
        String sql = "SELECT run_id FROM run WHERE plan_name = ?" + (selection.testbed() == null ? "" : " AND testbed_id LIKE ?")
                + " ORDER BY started_at DESC, run_id";
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            if (selection.testbed() == null) {
                Sql.bind(s, selection.plan());
            } else {
                Sql.bind(s, selection.plan(), selection.testbed() + "%");
            }
            try (ResultSet r = s.executeQuery()) {
                while (r.next() && runs.size() < selection.last()) {
                    runs.add(r.getString(1));
                }
            }
        }
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no stored run of plan '" + selection.plan() + "'"
                    + (selection.testbed() == null ? "" : " on a testbed whose key starts with '" + selection.testbed() + "'"));
        }
        return runs;
    }

    /** Each case's figure over these runs (by key), as each side of a comparison has it; cases in key order. */
    public Map<CaseKey, Figure> figures(List<String> runs, Metric metric) throws SQLException {
        Map<CaseKey, Map<String, CaseInRun>> perRun = new TreeMap<>();
        String marks = String.join(", ", Collections.nCopies(runs.size(), "?"));
        String histogram = metric.percentile() > 0 && metric.percentile() < 100 ? "m.histogram" : "NULL AS histogram";
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT m.run_id, m.blade, m.series, m.calls, m.errors, m.mean_ns, m.stddev_ns, m.max_ns, m.throughput, "
                        + histogram + ", t.middleware, t.client_library, t.operation, t.payload_size, t.clients "
                        + "FROM measure m JOIN test_case t ON t.case_id = m.case_id WHERE m.run_id IN (" + marks + ")")) {
            Sql.bind(s, runs.toArray());
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    CaseKey key = new CaseKey(r.getString("blade"), r.getString("middleware"),
                            r.getString("client_library"), r.getString("operation"), r.getInt("payload_size"),
                            r.getInt("clients"));
                    CaseInRun run = perRun.computeIfAbsent(key, k -> new LinkedHashMap<>())
                            .computeIfAbsent(r.getString("run_id"), k -> new CaseInRun());
                    run.add(r.getInt("series"), r.getLong("calls"), r.getLong("errors"),
                            Sql.nullableDouble(r, "mean_ns"), Sql.nullableDouble(r, "stddev_ns"),
                            Sql.nullableDouble(r, "max_ns"), Sql.nullableDouble(r, "throughput"));
                    String encoded = r.getString("histogram");
                    if (encoded != null) {
                        run.addHistogram(encoded);
                    }
                }
            }
        }
        Map<CaseKey, Figure> figures = new TreeMap<>();
        perRun.forEach((key, byRun) -> figures.put(key, figure(byRun.values(), metric)));
        return figures;
    }

    private static Figure figure(java.util.Collection<CaseInRun> runs, Metric metric) {
        long calls = runs.stream().mapToLong(CaseInRun::calls).sum();
        long errors = runs.stream().mapToLong(CaseInRun::errors).sum();
        double[] value = runs.size() == 1 ? runs.iterator().next().value(metric)
                : CaseInRun.overSeries(runs.stream().mapToDouble(run -> run.value(metric)[0])
                        .filter(v -> !Double.isNaN(v)).toArray());
        return new Figure(value[0], value[1], value[2], runs.size(), calls, errors);
    }
}
