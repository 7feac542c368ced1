package org.mwbench.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.LoadedMachine;

/**
 * A real {@code mwbench} JVM (an agent or a supervisor) started as a child process on
 * loopback, from the test's own classpath. Agents are told to exit with the test JVM, and
 * {@link #close()} kills the process, so no test leaves one behind.
 */
final class MwbenchProcess implements AutoCloseable {
    private final Process process;
    private final Path log;

    private MwbenchProcess(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    static MwbenchProcess agent(String name, int registryPort, Path secretFile, Path dir, String... options)
            throws IOException {
        List<String> arguments = new ArrayList<>(List.of(agentArguments(name, registryPort, secretFile, dir)));
        arguments.addAll(List.of(options));
        return start(System.getProperty("java.class.path"), dir.resolve("agent-" + name + ".log"),
                arguments.toArray(String[]::new));
    }

    /** An agent whose classpath lacks the tests' own classes, which the supervisor (this JVM) has. */
    static MwbenchProcess agentWithoutTestClasses(String name, int registryPort, Path secretFile, Path dir)
            throws IOException {
        String classpath = java.util.Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(entry -> !entry.endsWith("test-classes"))
                .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
        return start(classpath, dir.resolve("agent-" + name + ".log"), agentArguments(name, registryPort, secretFile, dir));
    }

    private static String[] agentArguments(String name, int registryPort, Path secretFile, Path dir) {
        return new String[] {"agent", "--name", name,
                "--registry", "127.0.0.1:" + registryPort,
                "--secret-file", secretFile.toString(),
                "--work-dir", dir.resolve("work-" + name).toString(),
                "--exit-with", Long.toString(ProcessHandle.current().pid())};
    }

    static MwbenchProcess start(Path log, String... args) throws IOException {
        return start(System.getProperty("java.class.path"), log, args);
    }

    /**
     * As a terminal runs a command: in a process group (and session) of its own, which
     * {@link #interruptGroup()} signals whole, as Ctrl-C does.
     */
    /** A process with these variables added to its environment (as the downward API gives a pod's). */
    static MwbenchProcess startWithEnvironment(Path log, java.util.Map<String, String> environment, String... args)
            throws IOException {
        List<String> prefix = new ArrayList<>(List.of("env"));
        environment.forEach((name, value) -> prefix.add(name + "=" + value));
        return start(prefix, System.getProperty("java.class.path"), log, args);
    }

    static MwbenchProcess startInOwnGroup(Path log, String... args) throws IOException {
        // env --default-signal: a shell that starts the tests in the background (no job control)
        // ignores SIGINT in them, and an ignored signal stays ignored across exec.
        return start(List.of("env", "--default-signal=INT", "setsid"), System.getProperty("java.class.path"), log, args);
    }

    private static MwbenchProcess start(String classpath, Path log, String... args) throws IOException {
        return start(List.of(), classpath, log, args);
    }

    private static MwbenchProcess start(List<String> prefix, String classpath, Path log, String... args)
            throws IOException {
        List<String> command = new ArrayList<>(prefix);
        // Its temporary files (a run's log until the run's folder exists) in the test's folder: a
        // process the test kills leaves them there, removed with the folder, not in /tmp.
        command.addAll(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-Djava.io.tmpdir=" + log.toAbsolutePath().getParent(), "-cp", classpath,
                Mwbench.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new MwbenchProcess(process, log);
    }

    /**
     * The hang guard of one step of a mwbench process: its JVM's start, a deploy that starts blade
     * JVMs, a stop that collects. Each is a JVM start or more, which took over 30 s (the plain
     * {@link LoadedMachine#HANG_GUARD}) at a load average of 20 beside two other builds.
     */
    static final java.time.Duration STEP_GUARD = LoadedMachine.HANG_GUARD.multipliedBy(8);

    /** Waits until the process's log shows the given text, up to {@link #STEP_GUARD}. */
    boolean awaitLog(String text) throws Exception {
        return awaitLog(text, STEP_GUARD);
    }

    /** Waits until the process's log shows the given text, up to the given bound. */
    boolean awaitLog(String text, java.time.Duration bound) throws Exception {
        long deadline = System.nanoTime() + bound.toNanos();
        while (System.nanoTime() < deadline) {
            if (log().contains(text)) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** Waits for the process to end, up to {@link #STEP_GUARD}; its exit code, or -1 if it still runs. */
    int awaitExit() throws InterruptedException {
        return awaitExit(STEP_GUARD);
    }

    /** Waits for the process to end, up to the given bound; its exit code, or -1 if it still runs. */
    int awaitExit(java.time.Duration bound) throws InterruptedException {
        return process.waitFor(bound.toSeconds(), TimeUnit.SECONDS) ? process.exitValue() : -1;
    }

    String log() throws IOException {
        return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
    }

    /**
     * A signal to every process of the group started by {@link #startInOwnGroup} (setsid execs
     * the JVM, so its pid is the group's id): with INT, what a terminal's Ctrl-C does.
     */
    void signalGroup(String signal) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-s", signal, "--", "-" + process.pid()).inheritIO().start();
        if (!kill.waitFor(30, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new IOException("kill -s " + signal + " -- -" + process.pid() + " failed");
        }
    }

    /** SIGKILL: the process gets no chance to clean up, as when a host dies. */
    void kill9() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    boolean isAlive() {
        return process.isAlive();
    }

    ProcessHandle handle() {
        return process.toHandle();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
