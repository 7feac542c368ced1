package org.mwbench.bench.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mwbench.bench.ChildJvm;
import org.mwbench.bench.footprint.FootprintBench;
import org.mwbench.contract.middleware.StandaloneServer;

/**
 * A middleware server in a JVM of its own, as {@code mwbench server PROTOCOL} starts it (the
 * same java, class path and plugins as this JVM), for benchmarks that compare clients against
 * one server: the clients' JVM never shares its cores' caches or its GC with the server's
 * more than the machine makes it. It exits with this JVM ({@code --exit-with}).
 */
final class BenchServer implements FootprintBench.Server {
    private final Process process;
    private final String endpoint;

    private BenchServer(Process process, String endpoint) {
        this.process = process;
        this.endpoint = endpoint;
    }

    /**
     * Starts the server with {@code launcher}, the main class of the mwbench command line this JVM
     * runs, and waits for its endpoint, at most {@code waitSeconds}.
     */
    static BenchServer start(String launcher, String protocol, List<String> jvmOptions, Path log, int waitSeconds)
            throws IOException {
        Process process = ChildJvm.builder(jvmOptions, launcher,
                List.of("server", protocol, "--port", "0", "--exit-with", Long.toString(ProcessHandle.current().pid())))
                .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(waitSeconds);
        try {
            while (System.nanoTime() < deadline) {
                if (out.ready()) {
                    String line = out.readLine();
                    if (line == null) {
                        break;
                    }
                    if (line.startsWith(StandaloneServer.ENDPOINT_PREFIX)) {
                        return new BenchServer(process, line.substring(StandaloneServer.ENDPOINT_PREFIX.length()).strip());
                    }
                } else if (!process.isAlive()) {
                    break;
                } else {
                    Thread.sleep(20);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.destroyForcibly();
        throw new IOException("the " + protocol + " server did not print its endpoint within " + waitSeconds
                + " s; its log: " + log);
    }

    @Override
    public String endpoint() {
        return endpoint;
    }

    @Override
    public ProcessHandle process() {
        return process.toHandle();
    }

    /** Stops the server (SIGTERM: its shutdown hook closes it), forcibly after 5 s. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }
}
