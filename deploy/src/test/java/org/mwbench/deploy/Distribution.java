package org.mwbench.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The assembled distribution under test, and a way to run its {@code bin/mwbench} as a user does. */
final class Distribution {
    static final Path HOME = Path.of(System.getProperty("mwbench.distribution", "target/mwbench")).toAbsolutePath();

    private Distribution() {
    }

    record Result(int exitCode, String output) {
    }

    /** Runs bin/mwbench with the given JAVA_HOME (null: java from the PATH) and waits, bounded. */
    static Result run(Path workDir, Path javaHome, long timeoutSeconds, String... args) throws Exception {
        Process process = start(workDir, javaHome, workDir.resolve("mwbench-" + System.nanoTime() + ".log"), args);
        try {
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                throw new AssertionError("bin/mwbench " + String.join(" ", args) + " did not finish in "
                        + timeoutSeconds + " s");
            }
            return new Result(process.exitValue(), Files.readString(logOf(process), StandardCharsets.UTF_8));
        } finally {
            process.destroyForcibly();
        }
    }

    private static final Map<Process, Path> LOGS = new java.util.concurrent.ConcurrentHashMap<>();

    static Process start(Path workDir, Path javaHome, Path log, String... args) throws IOException {
        return start(List.of(), workDir, javaHome, log, args);
    }

    /**
     * Runs bin/mwbench through a launcher, such as {@code setpriv --reuid=65534 ...}, which
     * execs it as another user.
     */
    static Process start(List<String> launcher, Path workDir, Path javaHome, Path log, String... args)
            throws IOException {
        List<String> command = new ArrayList<>(launcher);
        command.add(HOME.resolve("bin").resolve("mwbench").toString());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("MWBENCH_SECRET_FILE", workDir.resolve("secret").toString());
        // A test's runs stay in its folder, never in the user's runs folder.
        builder.environment().put("MWBENCH_RUNS", workDir.resolve("runs").toString());
        if (javaHome == null) {
            builder.environment().remove("JAVA_HOME");
        } else {
            builder.environment().put("JAVA_HOME", javaHome.toString());
        }
        Process process = builder.start();
        LOGS.put(process, log);
        return process;
    }

    static Path logOf(Process process) {
        return LOGS.get(process);
    }
}
