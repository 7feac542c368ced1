package org.mwbench.console.web.results;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.results.store.ResultsDatabase;

/**
 * The results database the results view reads, opened at its first use rather than at start:
 * a PostgreSQL server that is down, or a file not written yet, must not keep the console from
 * starting. The embedded file is never created here: until a run is stored there is no
 * database, and the view says so. Once opened (and migrated, by {@link ResultsDatabase#open})
 * it is kept; the view only reads it.
 */
public final class ResultsSource {
    private final String url;
    private ResultsDatabase database;

    public ResultsSource(String url) {
        this.url = url;
    }

    /** The URL without its password, for the page. */
    public String shownUrl() {
        return ResultsDatabase.unmigrated(url).redacted(); // unmigrated: nothing is opened
    }

    /**
     * The database, or empty when it is the embedded file and no run was stored in it yet.
     *
     * @throws ApiException 503 when the database cannot be opened (a server down, a bad URL)
     */
    public synchronized Optional<ResultsDatabase> database() throws ApiException {
        if (database != null) {
            return Optional.of(database);
        }
        if (url.startsWith("jdbc:sqlite:") && !Files.isRegularFile(Path.of(url.substring("jdbc:sqlite:".length())))) {
            return Optional.empty();
        }
        try {
            database = ResultsDatabase.open(url);
        } catch (SQLException | IllegalArgumentException e) {
            throw new ApiException(503, "cannot open the results database " + shownUrl() + ": " + e.getMessage());
        }
        return Optional.of(database);
    }

    /** The database, or 404 saying that no run is stored yet. */
    public ResultsDatabase require() throws ApiException {
        return database().orElseThrow(() -> ApiException.notFound("no run is stored in " + shownUrl()
                + " yet: mwbench run stores each run when it ends, mwbench db import stores older ones"));
    }
}
