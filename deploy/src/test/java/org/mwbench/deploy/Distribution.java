package org.mwbench.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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

    /**
     * Runs bin/mwbench with the given JAVA_HOME (null: java from the PATH) and waits for its end as
     * {@link #awaitEnd} does; {@code quietSeconds} is how long it would take on a quiet machine, at most.
     */
    static Result run(Path workDir, Path javaHome, long quietSeconds, String... args) throws Exception {
        Process process = start(workDir, javaHome, workDir.resolve("mwbench-" + System.nanoTime() + ".log"), args);
        try {
            awaitEnd(process, quietSeconds, "bin/mwbench " + String.join(" ", args));
            return new Result(process.exitValue(), Files.readString(logOf(process), StandardCharsets.UTF_8));
        } finally {
            process.destroyForcibly();
        }
    }

    /**
     * How long a command may print nothing before a test calls it stuck. A run prints a progress
     * line a second while it measures, and a line a step while it deploys and collects; no step
     * (starting a JVM, collecting a blade) comes near this even on a loaded machine.
     */
    static final Duration QUIET_LIMIT = Duration.ofSeconds(300);
    /** How many times its quiet-machine length a command may take, printing all along, before a test gives up. */
    static final int SLOWDOWN_ALLOWED = 6;

    /**
     * Waits for a process of bin/mwbench to end, and fails it only when it is stuck, not when the
     * machine is slow: when its output has not grown for {@link #QUIET_LIMIT}, or when it has taken
     * {@link #SLOWDOWN_ALLOWED} times {@code quietSeconds}. A fixed deadline of a few times the quiet
     * length failed runs that were only slow on a CI machine at a load of 20 on 2 cores.
     *
     * @throws AssertionError saying which limit it met, and what the command printed last
     */
    static void awaitEnd(Process process, long quietSeconds, String what) throws IOException, InterruptedException {
        String stuck = stuck(process, quietSeconds);
        if (stuck != null) {
            throw new AssertionError(what + " " + stuck + "; its output ends with:\n" + tail(logOf(process)));
        }
    }

    /**
     * The end of a guard's wait for something that takes up to {@code quietSeconds} on a quiet
     * machine ("the server JVMs are gone", "every action type made calls"), allowing
     * {@link #SLOWDOWN_ALLOWED} times that: a guard, never a speed claim.
     */
    static long deadlineAfter(long quietSeconds) {
        return System.nanoTime() + TimeUnit.SECONDS.toNanos(quietSeconds * SLOWDOWN_ALLOWED);
    }

    /** Whether the process ended, waiting as {@link #awaitEnd} does. */
    static boolean ended(Process process, long quietSeconds) throws IOException, InterruptedException {
        return stuck(process, quietSeconds) == null;
    }

    /** Null once the process has ended; what it did wrong, if it was given up on. */
    private static String stuck(Process process, long quietSeconds) throws IOException, InterruptedException {
        Path log = logOf(process);
        long start = System.nanoTime();
        long cap = TimeUnit.SECONDS.toNanos(quietSeconds * SLOWDOWN_ALLOWED);
        long lastGrowth = start;
        long size = -1;
        while (!process.waitFor(1, TimeUnit.SECONDS)) {
            long now = System.nanoTime();
            long grown = log == null || !Files.exists(log) ? size : Files.size(log);
            if (grown != size) {
                size = grown;
                lastGrowth = now;
            }
            if (now - lastGrowth > QUIET_LIMIT.toNanos()) {
                return "printed nothing for " + QUIET_LIMIT.toSeconds() + " s";
            }
            if (now - start > cap) {
                return "did not end in " + quietSeconds * SLOWDOWN_ALLOWED + " s (" + SLOWDOWN_ALLOWED
                        + " times its " + quietSeconds + " s on a quiet machine)";
            }
        }
        return null;
    }

    /** The last lines a log holds, for a failure to show. */
    static String tail(Path log) throws IOException {
        if (log == null || !Files.exists(log)) {
            return "(no output)";
        }
        // Decoded leniently: a failure's message must not fail on a half-written character.
        List<String> lines = List.of(new String(Files.readAllBytes(log), StandardCharsets.UTF_8).split("\n"));
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
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
        if (!launcher.equals(Users.AS_NOBODY)) {
            // Its temporary files (a run's log until the run's folder exists) in the test's folder: a
            // process the test kills leaves them there, removed with the folder, not in /tmp. Not for
            // a run as nobody (Users.AS_NOBODY), who cannot write there.
            builder.environment().put("MWBENCH_JAVA_OPTS", "-Djava.io.tmpdir=" + workDir.toAbsolutePath());
        }
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

    /**
     * The one run folder in {@code runs}, a runs or report folder a test gave the distribution
     * (the results database lies beside the runs, a file): fails unless there is exactly one.
     */
    static Path onlyRunIn(Path runs) throws IOException {
        try (java.util.stream.Stream<Path> folders = Files.list(runs)) {
            List<Path> all = folders.filter(Files::isDirectory).toList();
            org.junit.jupiter.api.Assertions.assertEquals(1, all.size(), all.toString());
            return all.get(0);
        }
    }
}
