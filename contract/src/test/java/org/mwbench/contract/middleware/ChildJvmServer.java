package org.mwbench.contract.middleware;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.LoadedMachine;

/**
 * A protocol's server in a child JVM of the same Java, started with
 * {@code java [options] -cp <contract + the protocol's class path> StandaloneServer <protocol> 0 127.0.0.1}:
 * how a test talks to a server whose middleware is not on its own class path (another ORB), or
 * kills it as a benchmark run's server blade dies (the kernel then resets its connections and
 * refuses new ones, which an in-process server's orderly close does not reproduce). Its
 * endpoint is the {@code endpoint: } line of the child's standard output; closing the child's
 * standard input stops it, and {@link #close} destroys it if it does not end in time.
 */
public final class ChildJvmServer implements ServerHandle {
    /** How long the child may take to say its endpoint: a hang guard, as a cold JVM on a loaded machine is slow. */
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    /**
     * How long the child may take to stop once asked: a hang guard, not a speed claim (a
     * middleware's shutdown in a JVM of its own can take seconds on a loaded machine).
     */
    private static final Duration STOP_TIMEOUT = LoadedMachine.HANG_GUARD;

    private final Process process;
    private final String endpoint;

    private ChildJvmServer(Process process, String endpoint) {
        this.process = process;
        this.endpoint = endpoint;
    }

    /**
     * @param protocol the protocol whose server the child runs
     * @param protocolClassPath the protocol's own jars and classes, without the contract's
     * @param jvmOptions the child JVM's options, such as {@code -Xmx128m}
     */
    public static ChildJvmServer start(String protocol, List<Path> protocolClassPath, String... jvmOptions)
            throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(jvmOptions));
        command.add("-cp");
        command.add(classPath(protocolClassPath));
        command.addAll(List.of(StandaloneServer.class.getName(), protocol, "0", ServerSettings.LOOPBACK));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            String endpoint = endpointOf(process).get(START_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            return new ChildJvmServer(process, endpoint);
        } catch (Exception | Error e) {
            process.destroyForcibly();
            throw e;
        }
    }

    /** The contract's location (its jar, or its classes in a reactor build), then the protocol's. */
    private static String classPath(List<Path> protocolClassPath) throws Exception {
        List<String> entries = new ArrayList<>();
        entries.add(Path.of(StandaloneServer.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        for (Path entry : protocolClassPath) {
            entries.add(entry.toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    /**
     * Reads the child's standard output on a thread of its own until it ends, so that the
     * child never blocks on a full pipe; the endpoint line completes the future.
     */
    private static CompletableFuture<String> endpointOf(Process process) {
        CompletableFuture<String> endpoint = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (line.startsWith(StandaloneServer.ENDPOINT_PREFIX)) {
                        endpoint.complete(line.substring(StandaloneServer.ENDPOINT_PREFIX.length()).trim());
                    }
                }
                endpoint.completeExceptionally(new IllegalStateException("the server's output ended without an endpoint"));
            } catch (IOException e) {
                endpoint.completeExceptionally(e);
            }
        }, "child-server-stdout");
        reader.setDaemon(true);
        reader.start();
        return endpoint;
    }

    @Override
    public String endpoint() {
        return endpoint;
    }

    /** The child's server reports its own; this side knows only that it runs elsewhere. */
    @Override
    public Map<String, String> configuration() {
        return Map.of("process", "a child JVM");
    }

    /** SIGKILL, as a benchmark run's server blade may die, and waits until the child is gone. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Closes the child's standard input, which stops it; destroys it if it is still up after a while. */
    @Override
    public void close() throws IOException {
        try {
            process.getOutputStream().close();
            if (!process.waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("the child server did not stop within " + STOP_TIMEOUT);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            process.destroyForcibly();
        }
    }
}
