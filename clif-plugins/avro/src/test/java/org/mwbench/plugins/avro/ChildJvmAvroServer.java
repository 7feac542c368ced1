package org.mwbench.plugins.avro;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.StandaloneServer;

/**
 * The Avro server in a child JVM ({@code StandaloneServer avro 0 127.0.0.1} on the contract and
 * the plugin's run-time class path), so that a test can SIGKILL it as a benchmark run's server
 * blade dies: the kernel then resets its connections and refuses new ones, which an in-process
 * server's orderly close does not reproduce. Closing kills the child if it still runs.
 */
final class ChildJvmAvroServer implements AutoCloseable {
    private static final long START_TIMEOUT_SECONDS = 60;

    private final Process process;
    private final String endpoint;

    private ChildJvmAvroServer(Process process, String endpoint) {
        this.process = process;
        this.endpoint = endpoint;
    }

    static ChildJvmAvroServer start() throws Exception {
        List<String> classPath = new ArrayList<>();
        classPath.add(Path.of(StandaloneServer.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        for (java.net.URL url : PluginClassLoaderTest.pluginClassPath()) {
            classPath.add(Path.of(url.toURI()).toString());
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-Xmx128m", "-cp", String.join(File.pathSeparator, classPath),
                StandaloneServer.class.getName(), "avro", "0", ServerSettings.LOOPBACK)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try {
            return new ChildJvmAvroServer(process, endpointOf(process).get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        } catch (Exception | Error e) {
            process.destroyForcibly();
            throw e;
        }
    }

    /** Reads the child's output to its end on a thread of its own (no full pipe); the endpoint line completes the future. */
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
        }, "avro-child-server-stdout");
        reader.setDaemon(true);
        reader.start();
        return endpoint;
    }

    String endpoint() {
        return endpoint;
    }

    /** SIGKILL, as MiddlewareIT kills a server blade, and waits until the child is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        kill();
    }
}
