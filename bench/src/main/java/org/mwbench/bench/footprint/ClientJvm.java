package org.mwbench.bench.footprint;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.mwbench.bench.ChildJvm;

/**
 * The parent's end of a {@link FootprintClient} JVM: it sends a command a line and waits for
 * the answer, each wait bounded; {@link #close()} ends the JVM, forcibly if it must.
 */
final class ClientJvm implements AutoCloseable {
    private static final Duration EXIT_BOUND = Duration.ofSeconds(10);

    private final Process process;
    private final Writer commands;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final Path log;
    private String library = "";
    /** Set once the JVM's standard output has ended: it exited, or is about to. */
    private volatile boolean outputEnded;

    private ClientJvm(Process process, Path log) {
        this.process = process;
        this.log = log;
        this.commands = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readAnswers, "footprint-client-" + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts the client JVM and waits until it has loaded the middleware's client. */
    static ClientJvm start(String protocol, String endpoint, Duration callTimeout, List<String> jvmOptions, Path log)
            throws IOException {
        Process process = ChildJvm.builder(jvmOptions, FootprintClient.class.getName(),
                List.of(protocol, endpoint, Long.toString(callTimeout.toMillis()))).redirectError(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        ClientJvm client = new ClientJvm(process, log);
        try {
            client.library = client.await("ready", Duration.ofSeconds(60));
        } catch (IOException e) {
            client.close();
            throw e;
        }
        return client;
    }

    long pid() {
        return process.pid();
    }

    /** The client library the middleware's client names, or empty. */
    String library() {
        return library;
    }

    /** Whether an answer came that nobody awaited yet. */
    boolean hasAnswer() {
        return !answers.isEmpty();
    }

    /** Sends a command; returns the rest of the answer that starts with {@code expected}. */
    String ask(String command, String expected, Duration bound) throws IOException {
        send(command);
        return await(expected, bound);
    }

    /** Sends a command that has no answer of its own. */
    void send(String command) throws IOException {
        commands.write(command + "\n");
        commands.flush();
    }

    /**
     * Waits for the answer that starts with {@code expected}; an {@code error} answer fails, and so
     * does the JVM's end (at once, not at the bound).
     */
    String await(String expected, Duration bound) throws IOException {
        long deadline = System.nanoTime() + bound.toNanos();
        String answer = null;
        try {
            while (answer == null && System.nanoTime() < deadline) {
                answer = answers.poll(100, TimeUnit.MILLISECONDS);
                if (answer == null && outputEnded) {
                    answer = answers.poll(); // the last line may have come with the end
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the client's '" + expected + "'", e);
        }
        if (answer == null) {
            throw new IOException("the client JVM " + (outputEnded ? "ended" + exitCode() : "gave no '" + expected
                    + "' within " + bound.toSeconds() + " s") + "; its log: " + log);
        }
        if (answer.startsWith(expected)) {
            return answer.substring(expected.length()).strip();
        }
        throw new IOException("the client answered '" + answer + "' instead of '" + expected + "'; its log: " + log);
    }

    private String exitCode() {
        try {
            return process.waitFor(2, TimeUnit.SECONDS) ? " (exit " + process.exitValue() + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private void readAnswers() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith(FootprintClient.PREFIX)) {
                    answers.add(line.substring(FootprintClient.PREFIX.length()));
                }
            }
        } catch (IOException e) {
            // the JVM ended; await() says so
        } finally {
            outputEnded = true;
        }
    }

    /** Closes its input (it exits when its input ends), then waits, then kills it. */
    @Override
    public void close() {
        try {
            commands.close();
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(EXIT_BOUND.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(EXIT_BOUND.toSeconds(), TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
