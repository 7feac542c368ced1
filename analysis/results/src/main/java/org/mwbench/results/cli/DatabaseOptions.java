package org.mwbench.results.cli;

import java.nio.file.Path;
import java.sql.SQLException;
import org.mwbench.results.store.ResultsDatabase;
import picocli.CommandLine.Option;

/** Which results database a command uses: {@code --db URL}, else {@code $MWBENCH_DB}, else the runs folder's file. */
public final class DatabaseOptions {
    /** The runs folder's variable and default, as every mwbench command has them. */
    static final String RUNS_VARIABLE = "MWBENCH_RUNS";

    @Option(names = "--db", paramLabel = "URL", description = "The results database, a JDBC URL such as "
            + "jdbc:postgresql://HOST:5432/DB?user=U&password=P (default: $" + ResultsDatabase.VARIABLE
            + ", else the file " + ResultsDatabase.FILE + " in the runs folder).")
    String url;

    @Option(names = {"--report-dir", "--runs-dir"}, paramLabel = "DIR",
            description = "The runs folder (default: $" + RUNS_VARIABLE + ", else ~/mwbench-runs).")
    Path runs;

    Path runsFolder() {
        if (runs != null) {
            return runs;
        }
        String variable = System.getenv(RUNS_VARIABLE);
        return variable != null && !variable.isBlank() ? Path.of(variable)
                : Path.of(System.getProperty("user.home"), "mwbench-runs");
    }

    ResultsDatabase open() throws SQLException {
        return ResultsDatabase.open(ResultsDatabase.urlOf(url, System.getenv(), runsFolder()));
    }
}
