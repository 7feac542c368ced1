package org.mwbench.results.query;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.mwbench.results.store.ResultsDatabase;

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
        try (Connection c = database.getConnection()) {
            return new HistoryQuery(filter, metric).run(c);
        }
    }
}
