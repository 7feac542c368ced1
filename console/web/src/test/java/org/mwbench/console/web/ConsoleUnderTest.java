package org.mwbench.console.web;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.supervisor.SupervisorHost;
import org.mwbench.platform.supervisor.SupervisorOptions;

/**
 * A web console on a real supervisor with its embedded {@code local host} agent, in this
 * JVM, on loopback and a free port, with a throw-away secret and folders under a temp
 * dir. Its plans folder holds the project's quickstart plan, with its blades' duration set
 * for a test. Closing it stops everything it started.
 */
public final class ConsoleUnderTest implements AutoCloseable {
    final Path plans;
    final Path reports;
    final SharedSecret secret;
    final byte[] secretKey;
    final SupervisorHost host;
    final WebConsole console;

    private ConsoleUnderTest(Path plans, Path reports, byte[] key, SharedSecret secret, SupervisorHost host,
                             WebConsole console) {
        this.plans = plans;
        this.reports = reports;
        this.secretKey = key;
        this.secret = secret;
        this.host = host;
        this.console = console;
    }

    /** @param bladeDuration the quickstart blades' {@code duration=} (the project's plan says 5s) */
    static ConsoleUnderTest start(Path dir, String bladeDuration) throws Exception {
        return start(dir, bladeDuration, null);
    }

    /** @param resultsUrl the results database the console reads; null for the runs folder's {@code results.db} */
    static ConsoleUnderTest start(Path dir, String bladeDuration, String resultsUrl) throws Exception {
        Path plans = Files.createDirectories(dir.resolve("plans"));
        Path reports = dir.resolve("report");
        Files.writeString(plans.resolve("quickstart.ctp"), quickstart().replace("duration=5s", "duration=" + bladeDuration));
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        SharedSecret secret = SharedSecret.of(key);
        InetAddress loopback = InetAddress.getLoopbackAddress();
        SupervisorOptions options = new SupervisorOptions(secret, reports, dir.resolve("agent"), -1, loopback,
                Duration.ofSeconds(2), 10_000, 0);
        SupervisorHost host = new SupervisorHost(options);
        try {
            ConsoleSettings settings = new ConsoleSettings(loopback, 0, plans, reports, secret);
            if (resultsUrl != null) {
                settings = new ConsoleSettings(loopback, 0, plans, reports, secret, ConsoleSettings.RunReport.NONE,
                        resultsUrl);
            }
            WebConsole console = WebConsole.start(host, settings);
            return new ConsoleUnderTest(plans, reports, key, secret, host, console);
        } catch (IOException | RuntimeException e) {
            host.close();
            throw e;
        }
    }

    /** The project's quickstart plan, the one the README runs first. */
    public static String quickstart() throws IOException {
        String configured = System.getProperty("mwbench.quickstart");
        Path file = configured != null ? Path.of(configured) : Path.of("../../test-plans/quickstart.ctp");
        return Files.readString(file);
    }

    /** The token of the login URL printed at start. */
    String token() {
        return console.loginUrl().getQuery().substring("token=".length());
    }

    /** Logs in with the token over raw HTTP and returns the request header that carries the new session. */
    String logIn() throws IOException {
        return RawHttp.sessionHeader(new RawHttp(console.port()).get("/?token=" + token()).sessionCookie());
    }

    String secretHex() {
        return java.util.HexFormat.of().formatHex(secretKey);
    }

    @Override
    public void close() {
        try {
            console.close();
        } finally {
            host.close();
        }
    }
}
