package org.mwbench.results.query;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mwbench.results.store.ResultsDatabase;

/**
 * What the results database holds, for someone about to choose: its cases, its testbeds and
 * its plans, each with how many runs measured it. Read-only queries, one statement each.
 */
public final class ResultsCatalog {
    /** A case and the number of stored runs that measured it. */
    public record CaseEntry(String caseId, String middleware, String clientLibrary, String operation, int payloadSize,
                            int clients, int runs) {
    }

    /** A testbed and the number of runs stored from it. */
    public record TestbedEntry(String testbedId, String label, boolean emulatedHosts, int runs) {
    }

    /** A plan and the number of its runs stored. */
    public record PlanEntry(String planName, int runs) {
    }

    private final ResultsDatabase database;

    public ResultsCatalog(ResultsDatabase database) {
        this.database = database;
    }

    public List<CaseEntry> cases() throws SQLException {
        List<CaseEntry> cases = new ArrayList<>();
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT t.case_id, t.middleware, t.client_library, t.operation, t.payload_size, t.clients, "
                        + "COUNT(DISTINCT m.run_id) AS runs FROM test_case t JOIN measure m ON m.case_id = t.case_id "
                        + "GROUP BY t.case_id, t.middleware, t.client_library, t.operation, t.payload_size, t.clients "
                        + "ORDER BY t.middleware, t.operation, t.payload_size, t.clients, t.client_library");
             ResultSet r = s.executeQuery()) {
            while (r.next()) {
                cases.add(caseOf(r, r.getInt("runs")));
            }
        }
        return cases;
    }

    /** One case by its key, with no run count (0). */
    public Optional<CaseEntry> findCase(String caseId) throws SQLException {
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT case_id, middleware, client_library, operation, payload_size, clients FROM test_case "
                        + "WHERE case_id = ?")) {
            s.setString(1, caseId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(caseOf(r, 0)) : Optional.empty();
            }
        }
    }

    public List<TestbedEntry> testbeds() throws SQLException {
        List<TestbedEntry> testbeds = new ArrayList<>();
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT b.testbed_id, b.label, b.emulated_links, COUNT(r.run_id) AS runs FROM testbed b "
                        + "JOIN run r ON r.testbed_id = b.testbed_id GROUP BY b.testbed_id, b.label, b.emulated_links "
                        + "ORDER BY runs DESC, b.label");
             ResultSet r = s.executeQuery()) {
            while (r.next()) {
                testbeds.add(new TestbedEntry(r.getString(1), r.getString(2), r.getString(3) != null, r.getInt(4)));
            }
        }
        return testbeds;
    }

    public List<PlanEntry> plans() throws SQLException {
        List<PlanEntry> plans = new ArrayList<>();
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT plan_name, COUNT(*) FROM run GROUP BY plan_name ORDER BY plan_name");
             ResultSet r = s.executeQuery()) {
            while (r.next()) {
                plans.add(new PlanEntry(r.getString(1), r.getInt(2)));
            }
        }
        return plans;
    }

    private static CaseEntry caseOf(ResultSet r, int runs) throws SQLException {
        return new CaseEntry(r.getString("case_id"), r.getString("middleware"), r.getString("client_library"),
                r.getString("operation"), r.getInt("payload_size"), r.getInt("clients"), runs);
    }
}
