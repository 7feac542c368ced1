package org.mwbench.results.store;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Map;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * One results database, by its JDBC URL: the embedded SQLite file of a runs folder by default,
 * or a PostgreSQL server ({@code --db URL}, {@code $MWBENCH_DB}). Opening it applies the
 * versioned migrations under {@code db/migration} (Flyway), the same on both engines.
 * Connections are opened per use; each store is one transaction.
 */
public final class ResultsDatabase implements DataSource {
    /** The environment variable naming a database URL (a PostgreSQL server, typically). */
    public static final String VARIABLE = "MWBENCH_DB";
    /** The embedded database's file in the runs folder. */
    public static final String FILE = "results.db";
    /**
     * The version of the newest migration under {@code db/migration}; a new {@code V<n>__} file
     * raises it ({@code MigrationsTest} checks that they agree).
     */
    public static final String SCHEMA_VERSION = "4";
    /** How long a writer waits for another process's transaction on the embedded file. */
    private static final int BUSY_TIMEOUT_MS = 60_000;

    private final String url;
    private final Properties properties;

    private ResultsDatabase(String url, Properties properties) {
        this.url = url;
        this.properties = properties;
    }

    /** The URL a command uses: its {@code --db} option, else {@code $MWBENCH_DB}, else the runs folder's file. */
    public static String urlOf(String option, Map<String, String> environment, Path runsFolder) {
        if (option != null && !option.isBlank()) {
            return option;
        }
        String variable = environment.get(VARIABLE);
        if (variable != null && !variable.isBlank()) {
            return variable;
        }
        return "jdbc:sqlite:" + runsFolder.toAbsolutePath().normalize().resolve(FILE);
    }

    /** Opens (creating the embedded file and its folder if needed) and migrates the database at a URL. */
    public static ResultsDatabase open(String url) throws SQLException {
        if (!url.startsWith("jdbc:")) {
            throw new IllegalArgumentException("not a JDBC URL: " + url
                    + " (e.g. jdbc:postgresql://host:5432/mwbench?user=u&password=p, or jdbc:sqlite:/path/results.db)");
        }
        Properties properties = new Properties();
        if (url.startsWith("jdbc:sqlite:")) {
            // Several processes may write one file (two runs ending at once): each waits its turn.
            properties.setProperty("busy_timeout", Integer.toString(BUSY_TIMEOUT_MS));
            properties.setProperty("journal_mode", "WAL");
            properties.setProperty("foreign_keys", "true");
            // A transaction takes the write lock when it begins, not at its first write: two
            // writers never deadlock upgrading read locks, the second waits (busy_timeout).
            properties.setProperty("transaction_mode", "IMMEDIATE");
            createFolder(url.substring("jdbc:sqlite:".length()));
        }
        ResultsDatabase database = new ResultsDatabase(url, properties);
        database.migrate();
        return database;
    }

    /**
     * A database at a URL whose schema the caller creates (the engine comparison's DuckDB, which
     * Flyway does not migrate): no migration is applied.
     */
    public static ResultsDatabase unmigrated(String url) {
        return new ResultsDatabase(url, new Properties());
    }

    /**
     * Creates the embedded file's folder, and the file itself owner-only, as the runs are by
     * default (the database holds their plans and figures): SQLite gives its WAL and shared-memory
     * files the same permissions. Share it with {@code chmod}, or use PostgreSQL for a team.
     */
    private static void createFolder(String file) throws SQLException {
        Path path = Path.of(file).toAbsolutePath();
        Path parent = path.getParent();
        try {
            if (parent != null) {
                Files.createDirectories(parent);
            }
            if (!Files.exists(path) && path.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.createFile(path, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                        java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
            }
        } catch (java.nio.file.FileAlreadyExistsException e) {
            // another process created it first: theirs is as good
        } catch (java.io.IOException e) {
            throw new SQLException("cannot create the folder of " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Applies the migrations not applied yet. Two processes opening a new database at once may
     * both try; Flyway's history table makes the second find the work done when it retries.
     */
    private void migrate() throws SQLException {
        if (current()) {
            return; // the usual case, known without loading Flyway (a second or more in a fresh JVM)
        }
        // Flyway reports every step at INFO; a command's user needs none of it (slf4j-simple reads this per logger).
        if (System.getProperty("org.slf4j.simpleLogger.log.org.flywaydb") == null) {
            System.setProperty("org.slf4j.simpleLogger.log.org.flywaydb", "warn");
        }
        FlywayException first = null;
        for (int attempt = 0; attempt < 5; attempt++) {
            try {
                Flyway.configure(ResultsDatabase.class.getClassLoader()).dataSource(this)
                        .locations("classpath:db/migration").load().migrate();
                return;
            } catch (FlywayException e) {
                first = first == null ? e : first;
                try {
                    Thread.sleep(200L * (attempt + 1));
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        throw new SQLException("cannot migrate the results database " + redacted() + ": " + first.getMessage(), first);
    }

    /** True when the newest migration was applied already. */
    private boolean current() {
        try (Connection c = getConnection(); java.sql.Statement s = c.createStatement();
             java.sql.ResultSet rows = s.executeQuery("SELECT version, success FROM flyway_schema_history")) {
            while (rows.next()) {
                if (SCHEMA_VERSION.equals(rows.getString(1)) && rows.getBoolean(2)) {
                    return true;
                }
            }
            return false;
        } catch (SQLException e) {
            return false; // no history table yet: a new database
        }
    }

    public String url() {
        return url;
    }

    /** The URL without its password, for messages. */
    public String redacted() {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    public boolean embedded() {
        return url.startsWith("jdbc:sqlite:");
    }

    @Override
    public Connection getConnection() throws SQLException {
        return DriverManager.getConnection(url, properties);
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        Properties withUser = new Properties();
        withUser.putAll(properties);
        withUser.setProperty("user", username);
        withUser.setProperty("password", password);
        return DriverManager.getConnection(url, withUser);
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
    }

    @Override
    public void setLoginTimeout(int seconds) {
    }

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        throw new SQLException("not a wrapper");
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return false;
    }
}
