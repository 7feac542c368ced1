package org.mwbench.results.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.PlateauMeasure;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.model.ScenarioFile;
import org.mwbench.results.model.ServerSetting;
import org.mwbench.results.model.StepMean;
import org.mwbench.results.model.TestCase;
import org.mwbench.results.model.TestbedAgent;

/**
 * Stores a {@link ResultRun} in one transaction: all of it or, on any error, none of it. A run
 * already stored (same key) is left as it is, so importing twice stores once. Testbeds and
 * cases are shared between runs and inserted only when new ({@code ON CONFLICT DO NOTHING},
 * which SQLite, PostgreSQL and DuckDB read alike, and H2 in its PostgreSQL mode).
 */
public final class RunWriter {
    private final ResultsDatabase database;

    public RunWriter(ResultsDatabase database) {
        this.database = database;
    }

    /** Stores the run; false when it was there already. */
    public boolean store(ResultRun run) throws SQLException {
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(false);
            try {
                if (exists(connection, run.runId())) {
                    connection.rollback();
                    return false;
                }
                insert(connection, run);
                connection.commit();
                return true;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                if (e instanceof SQLException && stored(run.runId())) {
                    return false; // another process stored the same run meanwhile
                }
                throw e;
            }
        }
    }

    /** True when a run of this key is stored. */
    public boolean stored(String runId) throws SQLException {
        try (Connection connection = database.getConnection()) {
            return exists(connection, runId);
        }
    }

    static boolean exists(Connection connection, String runId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT 1 FROM run WHERE run_id = ?")) {
            select.setString(1, runId);
            try (ResultSet rows = select.executeQuery()) {
                return rows.next();
            }
        }
    }

    private static void insert(Connection c, ResultRun run) throws SQLException {
        insertTestbed(c, run);
        try (PreparedStatement s = c.prepareStatement("INSERT INTO run (run_id, folder_name, plan_name, plan_text, "
                + "arguments, series_count, started_at, ended_at, mwbench_version, mwbench_commit, exit_status, cut_short, "
                + "testbed_id, stored_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)")) {
            Sql.bind(s, run.runId(), run.folderName(), run.planName(), run.planText(), run.arguments(), run.seriesCount(),
                    run.startedAt(), run.endedAt(), run.mwbenchVersion(), run.mwbenchCommit(), run.exitStatus(),
                    run.cutShort() ? 1 : 0, run.testbed().testbedId(), System.currentTimeMillis());
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO scenario_file (run_id, path, content) VALUES (?,?,?)")) {
            for (ScenarioFile file : run.scenarioFiles()) {
                Sql.bind(s, run.runId(), file.path(), file.content());
                s.addBatch();
            }
            s.executeBatch();
        }
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO server_config (run_id, series, blade, setting, setting_value) VALUES (?,?,?,?,?)")) {
            for (ServerSetting setting : run.serverConfig()) {
                Sql.bind(s, run.runId(), setting.series(), setting.blade(), setting.setting(), setting.value());
                s.addBatch();
            }
            s.executeBatch();
        }
        insertCases(c, run);
        insertMeasures(c, run);
        insertCasePercentiles(c, run);
        try (PreparedStatement s = c.prepareStatement("INSERT INTO step_mean (run_id, series, blade, action_type, step, "
                + "calls, mean_ns) VALUES (?,?,?,?,?,?,?)")) {
            for (StepMean step : run.stepMeans()) {
                Sql.bind(s, run.runId(), step.series(), step.blade(), step.actionType(), step.step(), step.calls(),
                        step.meanNanos());
                s.addBatch();
            }
            s.executeBatch();
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO plateau (run_id, series, blade, action_type, clients, "
                + "active, settled, widened, width_pct, calls, errors, throughput, ci_low, ci_high, mean_ns, p99_ns, "
                + "injector_cpu_pct) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")) {
            for (PlateauMeasure p : run.plateaus()) {
                Sql.bind(s, run.runId(), p.series(), p.blade(), p.actionType(), p.clients(), p.active(), p.settled() ? 1 : 0,
                        p.widened() ? 1 : 0, p.widthPct(),
                        p.calls(), p.errors(), p.throughput(), p.ciLow(), p.ciHigh(), p.meanNanos(), p.p99Nanos(),
                        p.injectorCpuPct());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    private static void insertTestbed(Connection c, ResultRun run) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO testbed (testbed_id, label, emulated_links) "
                + "VALUES (?,?,?) ON CONFLICT DO NOTHING")) {
            Sql.bind(s, run.testbed().testbedId(), run.testbed().label(), run.testbed().emulatedLinks());
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO testbed_agent (testbed_id, agent, host_name, "
                + "cpu_model, cpu_count, memory_bytes, kernel, os_arch, java_version, java_vm, jvm_gc, jvm_flags) "
                + "VALUES (?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT DO NOTHING")) {
            for (TestbedAgent a : run.testbed().agents()) {
                Sql.bind(s, run.testbed().testbedId(), a.agent(), a.hostName(), a.cpuModel(), a.cpuCount(), a.memoryBytes(),
                        a.kernel(), a.osArch(), a.javaVersion(), a.javaVm(), a.jvmGc(), a.jvmFlags());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    private static void insertCases(Connection c, ResultRun run) throws SQLException {
        Map<String, TestCase> cases = new LinkedHashMap<>();
        run.measures().forEach(m -> cases.putIfAbsent(m.testCase().caseId(), m.testCase()));
        try (PreparedStatement s = c.prepareStatement("INSERT INTO test_case (case_id, middleware, client_library, "
                + "operation, payload_size, clients) VALUES (?,?,?,?,?,?) ON CONFLICT DO NOTHING")) {
            for (Map.Entry<String, TestCase> entry : cases.entrySet()) {
                TestCase t = entry.getValue();
                Sql.bind(s, entry.getKey(), t.middleware(), t.clientLibrary(), t.operation(), t.payloadSize(), t.clients());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    private static void insertMeasures(Connection c, ResultRun run) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO measure (run_id, series, blade, action_type, case_id, "
                + "calls, errors, errors_by_kind, warmup_calls, throughput, mean_ns, min_ns, max_ns, stddev_ns, p50_ns, "
                + "p90_ns, p99_ns, p999_ns, source, histogram) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")) {
            for (Measure m : run.measures()) {
                Sql.bind(s, run.runId(), m.series(), m.blade(), m.actionType(), m.testCase().caseId(), m.calls(), m.errors(),
                        m.errorsByKind(), m.warmupCalls(), m.throughput(), m.meanNanos(), m.minNanos(), m.maxNanos(),
                        m.stdDevNanos(), m.p50Nanos(), m.p90Nanos(), m.p99Nanos(), m.p999Nanos(), m.source(),
                        m.histogram());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    private static void insertCasePercentiles(Connection c, ResultRun run) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO case_percentile (run_id, case_id, metric, value_ns, "
                + "low_ns, high_ns) VALUES (?,?,?,?,?,?)")) {
            for (CasePercentiles.Row row : CasePercentiles.of(run)) {
                Sql.bind(s, run.runId(), row.caseId(), row.metric(), row.value(), row.low(), row.high());
                s.addBatch();
            }
            s.executeBatch();
        }
    }
}
