package org.mwbench.results;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server from Debian's {@code postgresql} package, for one test: a cluster
 * made by initdb in a temporary folder, listening on 127.0.0.1 at a free port and on no Unix
 * socket, stopped and deleted by {@link #close()}. PostgreSQL refuses to run as root, so as
 * root it runs as nobody ({@code setpriv}).
 */
public final class PostgresServer implements AutoCloseable {
    private static final String USER = "mwbench";

    private final Path folder;
    private final Process server;
    private final int port;

    private PostgresServer(Path folder, Process server, int port) {
        this.folder = folder;
        this.server = server;
        this.port = port;
    }

    /** The folder of PostgreSQL's programs (the newest installed), if the package is there. */
    public static Optional<Path> binaries() throws IOException {
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin")).filter(bin -> Files.isExecutable(bin.resolve("initdb")))
                    .max(java.util.Comparator.comparing(Path::toString));
        }
    }

    public static PostgresServer start(Path bin) throws Exception {
        Path folder = Files.createTempDirectory("results-postgres");
        Process server = null;
        try {
            // nobody must create the cluster's folder inside it
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
            Path data = folder.resolve("data");
            run(folder, asServerUser(bin.resolve("initdb").toString(), "-D", data.toString(), "-U", USER,
                    "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"));
            int port = freePort();
            server = new ProcessBuilder(asServerUser(bin.resolve("postgres").toString(), "-D", data.toString(),
                    "-p", Integer.toString(port), "-h", "127.0.0.1", "-k", "", "-c", "fsync=off"))
                    .redirectErrorStream(true).redirectOutput(folder.resolve("server.log").toFile()).start();
            PostgresServer started = new PostgresServer(folder, server, port);
            started.awaitReady();
            return started;
        } catch (Exception | Error e) {
            if (server != null) {
                stop(server);
            }
            Fixtures.delete(folder);
            throw e;
        }
    }

    private static List<String> asServerUser(String... command) {
        List<String> line = new ArrayList<>();
        if ("root".equals(System.getProperty("user.name"))) {
            line.addAll(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
        }
        line.addAll(List.of(command));
        return line;
    }

    private static void run(Path folder, List<String> command) throws Exception {
        Path log = folder.resolve("initdb.log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("initdb did not end in 120 s");
        }
        if (process.exitValue() != 0) {
            throw new IllegalStateException(command + " failed: " + Files.readString(log));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private void awaitReady() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        SQLException last = null;
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new IllegalStateException("postgres exited: " + Files.readString(folder.resolve("server.log")));
            }
            try (Connection c = DriverManager.getConnection(url("postgres"))) {
                return;
            } catch (SQLException e) {
                last = e;
                Thread.sleep(200);
            }
        }
        throw new IllegalStateException("postgres did not accept connections in 90 s", last);
    }

    /** The JDBC URL of a database of this server. */
    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=" + USER;
    }

    /** A new, empty database; its URL. */
    public String createDatabase(String name) throws SQLException {
        try (Connection c = DriverManager.getConnection(url("postgres")); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return url(name);
    }

    @Override
    public void close() throws Exception {
        try {
            stop(server);
        } finally {
            Fixtures.delete(folder);
        }
    }

    /** SIGTERM is PostgreSQL's smart shutdown; SIGKILL if it has not ended in 30 s. */
    private static void stop(Process server) throws InterruptedException {
        server.destroy();
        if (!server.waitFor(30, TimeUnit.SECONDS)) {
            server.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }
}
