package org.mwbench.results.query;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.Sql;

/**
 * The questions people ask of the results database, as plain methods returning records: the
 * command line prints them, a web view can serve them as they are.
 */
public final class ResultsQueries {
    private final ResultsDatabase database;

    public ResultsQueries(ResultsDatabase database) {
        this.database = database;
    }

    /**
     * A metric of the matching cases across runs, oldest run first: one point per run, case and
     * testbed, computed from every blade and series of the case in that run.
     */
    public List<HistoryPoint> history(CaseFilter filter, Metric metric) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT r.run_id, r.folder_name, r.plan_name, r.started_at, "
                + "r.mwbench_version, r.cut_short, r.testbed_id, b.label, t.case_id, t.middleware, t.client_library, "
                + "t.operation, t.payload_size, t.clients, m.series, m.calls, m.errors, m.mean_ns, m.stddev_ns, m.max_ns, "
                + "m.throughput, " + (needsHistograms(metric)
                // a measure's histogram only where its run has no stored percentile (stored before schema version 2)
                ? "p.value_ns, p.low_ns, p.high_ns, CASE WHEN p.run_id IS NULL THEN m.histogram END AS histogram"
                : "NULL AS value_ns, NULL AS low_ns, NULL AS high_ns, NULL AS histogram")
                + " FROM measure m JOIN test_case t ON t.case_id = m.case_id "
                + "JOIN run r ON r.run_id = m.run_id JOIN testbed b ON b.testbed_id = r.testbed_id "
                + (needsHistograms(metric) ? "LEFT JOIN case_percentile p ON p.run_id = m.run_id "
                + "AND p.case_id = m.case_id AND p.metric = ? " : "")
                + "WHERE 1 = 1");
        List<Object> parameters = new ArrayList<>();
        if (needsHistograms(metric)) {
            parameters.add(metric.label());
        }
        condition(sql, parameters, " AND t.middleware = ?", filter.middleware());
        condition(sql, parameters, " AND t.payload_size = ?", filter.payloadSize());
        condition(sql, parameters, " AND t.clients = ?", filter.clients());
        condition(sql, parameters, " AND r.testbed_id LIKE ?", filter.testbed() == null ? null : filter.testbed() + "%");
        condition(sql, parameters, " AND r.mwbench_version = ?", filter.version());
        sql.append(" ORDER BY r.started_at, r.run_id, t.case_id");
        Map<String, Object[]> points = new LinkedHashMap<>(); // run and case -> [first row's facts, CaseInRun]
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement(sql.toString())) {
            Sql.bind(s, parameters.toArray());
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    if (!filter.matchesOperation(r.getString("operation"), r.getInt("payload_size"))) {
                        continue;
                    }
                    String key = r.getString("run_id") + "/" + r.getString("case_id");
                    Object[] point = points.get(key);
                    if (point == null) {
                        point = new Object[] {facts(r), new CaseInRun()};
                        points.put(key, point);
                    }
                    CaseInRun figures = (CaseInRun) point[1];
                    Double stored = Sql.nullableDouble(r, "value_ns");
                    if (stored != null) {
                        figures.storedPercentile(stored, r.getDouble("low_ns"), r.getDouble("high_ns"));
                    }
                    figures.add(r.getInt("series"), r.getLong("calls"), r.getLong("errors"),
                            Sql.nullableDouble(r, "mean_ns"), Sql.nullableDouble(r, "stddev_ns"),
                            Sql.nullableDouble(r, "max_ns"), Sql.nullableDouble(r, "throughput"),
                            r.getString("histogram"));
                }
            }
        }
        List<HistoryPoint> history = new ArrayList<>();
        for (Object[] point : points.values()) {
            history.add(((PointFacts) point[0]).with((CaseInRun) point[1], metric));
        }
        return history;
    }

    /**
     * Percentiles come from the figures stored with each run (else are recomputed from its
     * histograms); the mean, max and throughput from the stored measures.
     */
    private static boolean needsHistograms(Metric metric) {
        return metric.percentile() > 0 && metric.percentile() < 100;
    }

    private static void condition(StringBuilder sql, List<Object> parameters, String clause, Object value) {
        if (value != null) {
            sql.append(clause);
            parameters.add(value);
        }
    }

    private static PointFacts facts(ResultSet r) throws SQLException {
        return new PointFacts(r.getString("run_id"), r.getString("folder_name"), r.getString("plan_name"),
                Sql.nullableLong(r, "started_at"), r.getString("mwbench_version"), r.getInt("cut_short") != 0,
                r.getString("testbed_id"), r.getString("label"), r.getString("middleware"), r.getString("client_library"),
                r.getString("operation"), r.getInt("payload_size"), r.getInt("clients"));
    }

    /** What a history point says of its run, case and testbed, before its figures. */
    private record PointFacts(String runId, String folderName, String planName, Long startedAt, String version,
                              boolean cutShort, String testbedId, String testbedLabel, String middleware,
                              String clientLibrary, String operation, int payloadSize, int clients) {
        HistoryPoint with(CaseInRun figures, Metric metric) {
            double[] value = figures.value(metric);
            return new HistoryPoint(runId, folderName, planName, startedAt, version, cutShort, testbedId, testbedLabel,
                    middleware, clientLibrary, operation, payloadSize, clients, figures.calls(), figures.errors(),
                    figures.series(), value[0], value[1], value[2]);
        }
    }
}
