package org.mwbench.results.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.PlateauMeasure;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.model.ScenarioFile;
import org.mwbench.results.model.ServerSetting;
import org.mwbench.results.model.StepMean;
import org.mwbench.results.model.TestCase;
import org.mwbench.results.model.Testbed;
import org.mwbench.results.model.TestbedAgent;

/** Reads stored runs back whole, as {@link RunWriter} stored them (for the export, and for the web view). */
public final class RunReader {
    private final ResultsDatabase database;

    public RunReader(ResultsDatabase database) {
        this.database = database;
    }

    /** The keys of the runs stored, newest start first; at most {@code limit}. */
    public List<String> latestRunIds(int limit) throws SQLException {
        List<String> ids = new ArrayList<>();
        try (Connection c = database.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT run_id FROM run ORDER BY started_at DESC, run_id")) {
            try (ResultSet rows = s.executeQuery()) {
                while (rows.next() && ids.size() < limit) {
                    ids.add(rows.getString(1));
                }
            }
        }
        return ids;
    }

    /** A run named by its key (or a unique prefix of it) or by its folder's name. */
    public Optional<String> find(String keyOrFolder) throws SQLException {
        try (Connection c = database.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT run_id FROM run WHERE run_id LIKE ? OR folder_name = ?")) {
            Sql.bind(s, keyOrFolder + "%", keyOrFolder);
            List<String> ids = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
                while (rows.next()) {
                    ids.add(rows.getString(1));
                }
            }
            if (ids.size() > 1) {
                throw new IllegalArgumentException(keyOrFolder + " names " + ids.size() + " runs; give more of the key");
            }
            return ids.stream().findFirst();
        }
    }

    public ResultRun read(String runId) throws SQLException {
        try (Connection c = database.getConnection()) {
            try (PreparedStatement s = c.prepareStatement("SELECT * FROM run WHERE run_id = ?")) {
                s.setString(1, runId);
                try (ResultSet r = s.executeQuery()) {
                    if (!r.next()) {
                        throw new IllegalArgumentException("no run " + runId + " in " + database.redacted());
                    }
                    return new ResultRun(runId, r.getString("folder_name"), r.getString("plan_name"),
                            r.getString("plan_text"), r.getString("arguments"), r.getInt("series_count"),
                            Sql.nullableLong(r, "started_at"), Sql.nullableLong(r, "ended_at"),
                            r.getString("mwbench_version"), r.getString("mwbench_commit"),
                            Sql.nullableInt(r, "exit_status"), r.getInt("cut_short") != 0,
                            testbed(c, r.getString("testbed_id")), scenarioFiles(c, runId), serverConfig(c, runId),
                            measures(c, runId), stepMeans(c, runId), plateaus(c, runId)).canonical();
                }
            }
        }
    }

    private static PreparedStatement query(Connection c, String sql, String key) throws SQLException {
        PreparedStatement s = c.prepareStatement(sql);
        s.setString(1, key);
        return s;
    }

    private static Testbed testbed(Connection c, String id) throws SQLException {
        List<TestbedAgent> agents = new ArrayList<>();
        try (PreparedStatement s = query(c, "SELECT * FROM testbed_agent WHERE testbed_id = ? ORDER BY agent", id);
             ResultSet r = s.executeQuery()) {
            while (r.next()) {
                agents.add(new TestbedAgent(r.getString("agent"), r.getString("host_name"), r.getString("cpu_model"),
                        Sql.nullableInt(r, "cpu_count"), Sql.nullableLong(r, "memory_bytes"), r.getString("kernel"),
                        r.getString("os_arch"), r.getString("java_version"), r.getString("java_vm"),
                        r.getString("jvm_gc"), r.getString("jvm_flags")));
            }
        }
        try (PreparedStatement s = query(c, "SELECT label, emulated_links FROM testbed WHERE testbed_id = ?", id);
             ResultSet r = s.executeQuery()) {
            r.next();
            return new Testbed(id, r.getString(1), r.getString(2), agents);
        }
    }

    private static List<ScenarioFile> scenarioFiles(Connection c, String runId) throws SQLException {
        List<ScenarioFile> files = new ArrayList<>();
        try (PreparedStatement s = query(c, "SELECT path, content FROM scenario_file WHERE run_id = ? ORDER BY path", runId);
             ResultSet r = s.executeQuery()) {
            while (r.next()) {
                files.add(new ScenarioFile(r.getString(1), r.getString(2)));
            }
        }
        return files;
    }

    private static List<ServerSetting> serverConfig(Connection c, String runId) throws SQLException {
        List<ServerSetting> settings = new ArrayList<>();
        try (PreparedStatement s = query(c, "SELECT series, blade, setting, setting_value FROM server_config WHERE run_id = ? "
                + "ORDER BY series, blade, setting", runId); ResultSet r = s.executeQuery()) {
            while (r.next()) {
                settings.add(new ServerSetting(r.getInt(1), r.getString(2), r.getString(3), r.getString(4)));
            }
        }
        return settings;
    }

    private static List<Measure> measures(Connection c, String runId) throws SQLException {
        List<Measure> measures = new ArrayList<>();
        try (PreparedStatement s = query(c, "SELECT m.*, t.middleware, t.client_library, t.operation, t.payload_size, "
                + "t.clients FROM measure m JOIN test_case t ON t.case_id = m.case_id WHERE m.run_id = ? "
                + "ORDER BY m.series, m.blade, m.action_type", runId); ResultSet r = s.executeQuery()) {
            while (r.next()) {
                TestCase testCase = new TestCase(r.getString("middleware"), r.getString("client_library"),
                        r.getString("operation"), r.getInt("payload_size"), r.getInt("clients"));
                measures.add(new Measure(r.getInt("series"), r.getString("blade"), r.getString("action_type"), testCase,
                        r.getLong("calls"), r.getLong("errors"), r.getString("errors_by_kind"), r.getLong("warmup_calls"),
                        Sql.nullableDouble(r, "throughput"), Sql.nullableDouble(r, "mean_ns"),
                        Sql.nullableDouble(r, "min_ns"), Sql.nullableDouble(r, "max_ns"),
                        Sql.nullableDouble(r, "stddev_ns"), Sql.nullableDouble(r, "p50_ns"),
                        Sql.nullableDouble(r, "p90_ns"), Sql.nullableDouble(r, "p99_ns"),
                        Sql.nullableDouble(r, "p999_ns"), r.getString("source"), r.getString("histogram")));
            }
        }
        return measures;
    }

    private static List<StepMean> stepMeans(Connection c, String runId) throws SQLException {
        List<StepMean> steps = new ArrayList<>();
        try (PreparedStatement s = query(c, "SELECT series, blade, action_type, step, calls, mean_ns FROM step_mean "
                + "WHERE run_id = ? ORDER BY series, blade, action_type, step", runId); ResultSet r = s.executeQuery()) {
            while (r.next()) {
                steps.add(new StepMean(r.getInt(1), r.getString(2), r.getString(3), r.getInt(4), r.getLong(5),
                        r.getDouble(6)));
            }
        }
        return steps;
    }

    private static List<PlateauMeasure> plateaus(Connection c, String runId) throws SQLException {
        List<PlateauMeasure> plateaus = new ArrayList<>();
        try (PreparedStatement s = query(c, "SELECT * FROM plateau WHERE run_id = ? "
                + "ORDER BY series, blade, action_type, clients", runId); ResultSet r = s.executeQuery()) {
            while (r.next()) {
                plateaus.add(new PlateauMeasure(r.getInt("series"), r.getString("blade"), r.getString("action_type"),
                        r.getInt("clients"), r.getInt("active"), r.getInt("settled") != 0,
                        r.getInt("widened") != 0, Sql.nullableDouble(r, "width_pct"), r.getLong("calls"),
                        r.getLong("errors"), Sql.nullableDouble(r, "throughput"), Sql.nullableDouble(r, "ci_low"),
                        Sql.nullableDouble(r, "ci_high"), Sql.nullableDouble(r, "mean_ns"),
                        Sql.nullableDouble(r, "p99_ns"), Sql.nullableDouble(r, "injector_cpu_pct")));
            }
        }
        return plateaus;
    }
}
