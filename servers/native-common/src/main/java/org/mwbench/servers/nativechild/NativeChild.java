package org.mwbench.servers.nativechild;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A native server running as a child process of this JVM. It is ready when it prints
 * {@code endpoint: ...} on a line of its own; {@code error: ...} or an exit before that is a
 * failure to start, reported with the child's last lines.
 *
 * <p>It never outlives its parent: the child exits when its standard input closes
 * (servers/native-common's {@code child_guard.hpp}), and this JVM holds that pipe open until
 * {@link #close()}; when the JVM dies, the kernel closes it. {@link #close()} closes the pipe,
 * then destroys the process (SIGTERM) and, if it is still there after a bound, kills it
 * (SIGKILL), and returns only once it has exited.
 */
public final class NativeChild implements AutoCloseable {
    /** What starts the line that carries the endpoint: the Java servers' StandaloneServer prefix. */
    public static final String ENDPOINT_PREFIX = "endpoint: ";
    /** What starts the line of a child that could not start. */
    public static final String ERROR_PREFIX = "error: ";
    private static final Duration EXIT_BOUND = Duration.ofSeconds(2);
    private static final int KEPT_LINES = 20;

    private final Process process;
    private final String endpoint;
    private final Deque<String> lastLines;

    private NativeChild(Process process, String endpoint, Deque<String> lastLines) {
        this.process = process;
        this.endpoint = endpoint;
        this.lastLines = lastLines;
    }

    /**
     * Starts {@code command} and waits until it prints its endpoint.
     *
     * @throws IOException naming the program and saying why, with its last lines, when it
     *                     cannot start, fails, or is not ready within {@code readyTimeout};
     *                     the process is gone when this throws
     */
    public static NativeChild start(List<String> command, Duration readyTimeout) throws IOException {
        Process process = new ProcessBuilder(inOwnSession(command)).redirectErrorStream(true).start();
        Deque<String> lines = new ArrayDeque<>();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> ready = new CompletableFuture<>();
        Thread reader = new Thread(() -> readOutput(out, lines, ready), "mwbench-native-output-" + process.pid());
        reader.setDaemon(true);
        reader.start();
        String program = command.get(0).substring(command.get(0).lastIndexOf('/') + 1);
        try {
            String endpoint = ready.get(readyTimeout.toMillis(), TimeUnit.MILLISECONDS);
            if (endpoint == null) {
                throw new IOException(program + " did not start: " + lastLinesOf(lines));
            }
            return new NativeChild(process, endpoint, lines);
        } catch (TimeoutException e) {
            stop(process);
            throw new IOException(program + " printed no endpoint within " + readyTimeout.toMillis() + " ms: "
                    + lastLinesOf(lines));
        } catch (InterruptedException e) {
            stop(process);
            Thread.currentThread().interrupt();
            throw new IOException(program + ": interrupted while waiting for it to start");
        } catch (ExecutionException e) {
            stop(process);
            throw new IOException(program + " did not start: " + e.getCause(), e.getCause());
        } catch (IOException e) {
            stop(process);
            throw e;
        }
    }

    /**
     * The command under {@code setsid} where the machine has it: out of the terminal's process
     * group, a Ctrl-C stops the run, which closes this child in order, instead of killing the
     * server in the middle of the run. Its standard input still ends it with this JVM.
     */
    private static List<String> inOwnSession(List<String> command) {
        Path setsid = Path.of("/usr/bin/setsid");
        if (!Files.isExecutable(setsid)) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(List.of(setsid.toString()));
        wrapped.addAll(command);
        return wrapped;
    }

    /** Reads every line the child prints, keeps the last few, and completes {@code ready} with the endpoint or null. */
    private static void readOutput(BufferedReader out, Deque<String> lines, CompletableFuture<String> ready) {
        try (out) {
            String line;
            while ((line = out.readLine()) != null) {
                synchronized (lines) {
                    lines.addLast(line);
                    if (lines.size() > KEPT_LINES) {
                        lines.removeFirst();
                    }
                }
                if (line.startsWith(ENDPOINT_PREFIX)) {
                    ready.complete(line.substring(ENDPOINT_PREFIX.length()).strip());
                } else if (line.startsWith(ERROR_PREFIX)) {
                    ready.complete(null);
                }
            }
        } catch (IOException e) {
            // The child is gone; whoever waits learns it below.
        }
        ready.complete(null);
    }

    private static String lastLinesOf(Deque<String> lines) {
        synchronized (lines) {
            return lines.isEmpty() ? "it printed nothing" : String.join(" | ", lines);
        }
    }

    public String endpoint() {
        return endpoint;
    }

    /** The child's process id, for tests that check it is gone. */
    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** What the child printed last, for messages. */
    public String lastLines() {
        return lastLinesOf(lastLines);
    }

    /** Ends the child and returns once it has exited. Safe to call twice. */
    @Override
    public void close() {
        stop(process);
    }

    private static void stop(Process process) {
        try {
            process.getOutputStream().close(); // the child's stdin: it exits by itself
        } catch (IOException e) {
            // Already closed.
        }
        try {
            if (!process.waitFor(EXIT_BOUND.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroy();
                if (!process.waitFor(EXIT_BOUND.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly().waitFor();
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
