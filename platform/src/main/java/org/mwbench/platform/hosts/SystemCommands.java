package org.mwbench.platform.hosts;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs {@code ip}, {@code tc} and their kind, each bounded in time: a command that hangs
 * (a namespace being torn down, a kernel lock) must not hang {@code mwbench run}.
 */
public final class SystemCommands {
    /** What a finished command did. */
    public record Result(int exitCode, String out, String err) {
        public boolean succeeded() {
            return exitCode == 0;
        }
    }

    private final Duration timeout;

    public SystemCommands(Duration timeout) {
        this.timeout = timeout;
    }

    /** Runs the command and returns its standard output, or fails naming the command and its standard error. */
    public String run(List<String> command) throws CommandFailedException {
        Result result = attempt(command);
        if (!result.succeeded()) {
            String said = result.err().isBlank() ? result.out().strip() : result.err().strip();
            throw new CommandFailedException(command, "failed (exit " + result.exitCode() + "): " + said);
        }
        return result.out();
    }

    /** Runs the command and returns what it did, whatever its exit code; fails only when it cannot run or times out. */
    public Result attempt(List<String> command) throws CommandFailedException {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(nullDevice())).start();
        } catch (IOException e) {
            throw new CommandFailedException(command, "cannot be started: " + e.getMessage());
        }
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> drain(process.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> drain(process.getErrorStream()));
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new CommandFailedException(command, "did not finish in " + timeout.toMillis() + " ms");
            }
            return new Result(process.exitValue(), out.get(timeout.toMillis(), TimeUnit.MILLISECONDS),
                    err.get(timeout.toMillis(), TimeUnit.MILLISECONDS));
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new CommandFailedException(command, "was interrupted");
        } catch (ExecutionException | TimeoutException e) {
            throw new CommandFailedException(command, "output could not be read: " + e);
        }
    }

    private static java.io.File nullDevice() {
        return new java.io.File("/dev/null");
    }

    private static String drain(InputStream stream) {
        try (stream) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
