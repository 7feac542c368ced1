package org.mwbench.console.web;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.platform.security.SharedSecret;

/**
 * How a web console is set up.
 *
 * @param bindAddress where the HTTP server listens: loopback unless the user says otherwise
 * @param port        the HTTP port; 0 for any free port (tests)
 * @param plansDir    the folder the plan view opens and saves {@code .ctp} files in
 * @param reportDir   the folder of stored runs, the one the supervisor writes to
 * @param secret      the shared secret: the login form takes it, and agents' calls are signed with it
 * @param resultsUrl  the results database the results view reads, a JDBC URL: what
 *                    {@link ResultsDatabase#urlOf} gives for the command's {@code --db}, as every command has it
 */
public record ConsoleSettings(InetAddress bindAddress, int port, Path plansDir, Path reportDir, SharedSecret secret,
                              RunReport report, String resultsUrl) {
    /**
     * What the console does with a run once it is collected: {@code mwbench console} writes the
     * same HTML report as {@code mwbench run} (the analysis is the command line's, not the
     * console's, dependency).
     */
    @FunctionalInterface
    public interface RunReport {
        RunReport NONE = runFolder -> null;

        /** @return the report written, or null for none */
        Path write(Path runFolder) throws Exception;
    }

    /** No report written, and the results database of the report folder ({@code results.db} in it). */
    public ConsoleSettings(InetAddress bindAddress, int port, Path plansDir, Path reportDir, SharedSecret secret) {
        this(bindAddress, port, plansDir, reportDir, secret, RunReport.NONE,
                ResultsDatabase.urlOf(null, Map.of(), reportDir));
    }

    public ConsoleSettings {
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(bindAddress, "bindAddress");
        Objects.requireNonNull(plansDir, "plansDir");
        Objects.requireNonNull(reportDir, "reportDir");
        Objects.requireNonNull(secret, "secret");
        Objects.requireNonNull(resultsUrl, "resultsUrl");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port must be between 0 and 65535, not " + port);
        }
    }
}
