package org.mwbench.results.query;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mwbench.results.store.Sql;

/**
 * The SQL of {@link ResultsQueries#history}, reading only what a point needs: the matching cases
 * first (a small table, the operation matched here as {@link CaseFilter} says), then their
 * measures' small columns with the run's facts and, for a percentile, the figure stored with the
 * run, from covering indexes (schema version 3) so that no measure's row, histogram included, is
 * read. Histograms are read only for the runs stored before their percentiles were (version 2),
 * in a second query that finds none on a database of later runs.
 */
final class HistoryQuery {
    private final CaseFilter filter;
    private final Metric metric;

    HistoryQuery(CaseFilter filter, Metric metric) {
        this.filter = filter;
        this.metric = metric;
    }

    List<HistoryPoint> run(Connection connection) throws SQLException {
        Map<String, CaseFacts> cases = matchingCases(connection);
        if (cases.isEmpty()) {
            return List.of();
        }
        Map<String, Point> points = new LinkedHashMap<>(); // run and case -> the point's facts and figures
        List<Object> parameters = new ArrayList<>();
        String sql = "SELECT m.run_id, m.case_id, m.series, m.calls, m.errors, m.mean_ns, m.stddev_ns, m.max_ns, "
                + "m.throughput, r.folder_name, r.plan_name, r.started_at, r.mwbench_version, r.cut_short, r.testbed_id, "
                + "b.label, " + (percentile() ? "p.value_ns, p.low_ns, p.high_ns" : "NULL AS value_ns")
                + " FROM measure m JOIN run r ON r.run_id = m.run_id JOIN testbed b ON b.testbed_id = r.testbed_id "
                + (percentile() ? "LEFT JOIN case_percentile p ON p.run_id = m.run_id AND p.case_id = m.case_id "
                + "AND p.metric = ? " : "")
                + where(cases, parameters) + " ORDER BY r.started_at, m.run_id, m.case_id";
        if (percentile()) {
            parameters.add(0, metric.label());
        }
        boolean histogramsNeeded = false;
        try (PreparedStatement s = connection.prepareStatement(sql)) {
            Sql.bind(s, parameters.toArray());
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String runId = r.getString("run_id");
                    String caseId = r.getString("case_id");
                    Point point = points.get(runId + "/" + caseId);
                    if (point == null) {
                        point = new Point(facts(r, runId, cases.get(caseId)), new CaseInRun());
                        points.put(runId + "/" + caseId, point);
                    }
                    Double stored = Sql.nullableDouble(r, "value_ns");
                    if (stored != null) {
                        point.figures().storedPercentile(stored, r.getDouble("low_ns"), r.getDouble("high_ns"));
                    } else {
                        histogramsNeeded |= percentile();
                    }
                    point.figures().add(r.getInt("series"), r.getLong("calls"), r.getLong("errors"),
                            Sql.nullableDouble(r, "mean_ns"), Sql.nullableDouble(r, "stddev_ns"),
                            Sql.nullableDouble(r, "max_ns"), Sql.nullableDouble(r, "throughput"));
                }
            }
        }
        if (histogramsNeeded) {
            addHistograms(connection, cases, points);
        }
        return points.values().stream().map(point -> point.facts().with(point.figures(), metric)).toList();
    }

    /** Percentiles come from the figures stored with each run (else from its histograms); the rest from measures. */
    private boolean percentile() {
        return metric.percentile() > 0 && metric.percentile() < 100;
    }

    /** The cases the filter covers, by key; their operation is matched here, with or without its payload size. */
    private Map<String, CaseFacts> matchingCases(Connection connection) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT case_id, middleware, client_library, operation, payload_size, "
                + "clients FROM test_case WHERE 1 = 1");
        List<Object> parameters = new ArrayList<>();
        condition(sql, parameters, " AND middleware = ?", filter.middleware());
        condition(sql, parameters, " AND payload_size = ?", filter.payloadSize());
        condition(sql, parameters, " AND clients = ?", filter.clients());
        Map<String, CaseFacts> cases = new LinkedHashMap<>();
        try (PreparedStatement s = connection.prepareStatement(sql.toString())) {
            Sql.bind(s, parameters.toArray());
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    if (filter.matchesOperation(r.getString("operation"), r.getInt("payload_size"))) {
                        cases.put(r.getString("case_id"), new CaseFacts(r.getString("middleware"),
                                r.getString("client_library"), r.getString("operation"), r.getInt("payload_size"),
                                r.getInt("clients")));
                    }
                }
            }
        }
        return cases;
    }

    /** The measures of those cases in the runs the filter covers (testbed, version). */
    private String where(Map<String, CaseFacts> cases, List<Object> parameters) {
        StringBuilder sql = new StringBuilder("WHERE m.case_id IN (")
                .append(cases.keySet().stream().map(id -> "?").collect(Collectors.joining(", "))).append(")");
        parameters.addAll(cases.keySet());
        condition(sql, parameters, " AND r.testbed_id LIKE ?", filter.testbed() == null ? null : filter.testbed() + "%");
        condition(sql, parameters, " AND r.mwbench_version = ?", filter.version());
        return sql.toString();
    }

    /** Runs stored before schema version 2: their percentiles recomputed from the measures' histograms. */
    private void addHistograms(Connection connection, Map<String, CaseFacts> cases, Map<String, Point> points)
            throws SQLException {
        List<Object> parameters = new ArrayList<>(List.of(metric.label()));
        String sql = "SELECT m.run_id, m.case_id, m.histogram FROM measure m JOIN run r ON r.run_id = m.run_id "
                + "LEFT JOIN case_percentile p ON p.run_id = m.run_id AND p.case_id = m.case_id AND p.metric = ? "
                + where(cases, parameters) + " AND p.run_id IS NULL";
        try (PreparedStatement s = connection.prepareStatement(sql)) {
            Sql.bind(s, parameters.toArray());
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    Point point = points.get(r.getString("run_id") + "/" + r.getString("case_id"));
                    String histogram = r.getString("histogram");
                    if (point != null && histogram != null) {
                        point.figures().addHistogram(histogram);
                    }
                }
            }
        }
    }

    private static void condition(StringBuilder sql, List<Object> parameters, String clause, Object value) {
        if (value != null) {
            sql.append(clause);
            parameters.add(value);
        }
    }

    private static PointFacts facts(ResultSet r, String runId, CaseFacts testCase) throws SQLException {
        return new PointFacts(runId, r.getString("folder_name"), r.getString("plan_name"),
                Sql.nullableLong(r, "started_at"), r.getString("mwbench_version"), r.getInt("cut_short") != 0,
                r.getString("testbed_id"), r.getString("label"), testCase);
    }

    /** What a case is, from table test_case. */
    private record CaseFacts(String middleware, String clientLibrary, String operation, int payloadSize, int clients) {
    }

    private record Point(PointFacts facts, CaseInRun figures) {
    }

    /** What a history point says of its run, case and testbed, before its figures. */
    private record PointFacts(String runId, String folderName, String planName, Long startedAt, String version,
                              boolean cutShort, String testbedId, String testbedLabel, CaseFacts testCase) {
        HistoryPoint with(CaseInRun figures, Metric metric) {
            double[] value = figures.value(metric);
            return new HistoryPoint(runId, folderName, planName, startedAt, version, cutShort, testbedId, testbedLabel,
                    testCase.middleware(), testCase.clientLibrary(), testCase.operation(), testCase.payloadSize(),
                    testCase.clients(), figures.calls(), figures.errors(), figures.series(), value[0], value[1],
                    value[2]);
        }
    }
}
