package org.mwbench.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A command of the host (kubectl, podman, the image build), run to its end, bounded, its output kept. */
final class HostCommand {
    private HostCommand() {
    }

    record Result(List<String> command, int exitCode, String output) {
        boolean succeeded() {
            return exitCode == 0;
        }

        /** The output, or an error naming the command and saying what it printed. */
        String orFail() {
            if (!succeeded()) {
                throw new AssertionError(String.join(" ", command) + " exited with " + exitCode + ":\n" + output);
            }
            return output;
        }
    }

    static Result run(Map<String, String> environment, long timeoutSeconds, List<String> command)
            throws IOException, InterruptedException {
        Path log = Files.createTempFile("mwbench-command-", ".log");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
            builder.environment().putAll(environment);
            Process process = builder.start();
            try {
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    throw new AssertionError(String.join(" ", command) + " did not finish in " + timeoutSeconds
                            + " s; its output:\n" + Files.readString(log, StandardCharsets.UTF_8));
                }
            } finally {
                process.destroyForcibly();
            }
            return new Result(command, process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(log);
        }
    }

    static Result run(long timeoutSeconds, String... command) throws IOException, InterruptedException {
        return run(Map.of(), timeoutSeconds, List.of(command));
    }

    /** Whether an executable of that name is on the PATH. */
    static boolean onPath(String name) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String folder : path.split(java.io.File.pathSeparator)) {
            if (!folder.isEmpty() && Files.isExecutable(Path.of(folder, name))) {
                return true;
            }
        }
        return false;
    }
}
