package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mwbench bench footprint} on the distribution, with tiny settings, for two Java
 * middleware and a C++ one: each gets a ranked server row (the native one with n/a for heap and
 * classes) and client rows per connection count, the CSV and JSON are written, and every process
 * it started (server JVMs, omniORB's native children, client JVMs, jcmd) is gone when it returns,
 * also when a part fails. The figures themselves are not checked beyond being there.
 */
@Timeout(value = 5 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class BenchFootprintIT {
    private static final Pattern PARTS = Pattern.compile("(?m)^\\s+(\\S+): (load|connections): server pid (\\d+)"
            + "(?: \\(measured: its native child (\\d+)\\))?, client JVM pid (\\d+)$");

    @TempDir
    Path dir;

    @Test
    void measuresTwoJavaMiddlewareAndANativeOneAndLeavesNoProcessBehind() throws Exception {
        Path output = dir.resolve("footprint");
        Watched result = watch("bench", "footprint", "--middleware", "tcp,RMI,corba-omniorb", "--connections", "1,3",
                "--load-threads", "2", "--warmup", "1s", "--load-seconds", "2", "--output", output.toString());
        String text = result.output();
        assertEquals(0, result.exitCode(), text);
        assertNoneLeft(result);

        List<Long> pids = new ArrayList<>();
        List<String> started = new ArrayList<>();
        Matcher parts = PARTS.matcher(text);
        while (parts.find()) {
            started.add(parts.group(1) + " " + parts.group(2));
            for (int group : new int[] {3, 4, 5}) {
                Optional.ofNullable(parts.group(group)).map(Long::parseLong).ifPresent(pids::add);
            }
        }
        assertEquals(List.of("tcp load", "tcp connections", "rmi load", "rmi connections", "corba-omniorb load",
                "corba-omniorb connections"), started, text);
        assertEquals(6 * 2 + 2, pids.size(), "a server JVM and a client JVM per part, and omniORB's native servers: " + text);
        assertTrue(result.seen().containsAll(pids), "the pids printed are the command's descendants: " + pids + " " + result.seen());

        for (String protocol : List.of("tcp", "rmi", "corba-omniorb")) {
            assertTrue(Pattern.compile("(?m)^\\s+[123]\\s+" + protocol + "\\s+(JVM|native \\S+)\\s+\\|\\s+\\d+\\.\\d\\s+×\\d+\\.\\d\\d")
                    .matcher(text).find(), protocol + " has a ranked server row: " + text);
            assertTrue(Pattern.compile("(?m)^\\s+[123]\\s+" + protocol + "\\s.*\\s1 \\|.*\\n\\s+3 \\|").matcher(text).find(),
                    protocol + " has client rows at N=1 and N=3: " + text);
        }
        assertTrue(Pattern.compile("native mwbench-omniorb-server\\s+\\|\\s+\\S+\\s+\\S+\\s+n/a\\s+\\d+\\s+n/a").matcher(text).find(),
                "the native server has neither heap nor classes: " + text);
        assertEquals(4, Files.readAllLines(output.resolve("footprint.csv")).size(), "a header and a line per middleware");
        assertTrue(Files.readString(output.resolve("footprint.json")).contains("\"middleware\": \"corba-omniorb\""));
        assertTrue(Files.readString(output.resolve("footprint.txt")).contains("servers, ranked by RSS at idle"));
    }

    /** A client JVM that cannot start: the row says so, exit 1, and the server already started is gone too. */
    @Test
    void aClientJvmThatCannotStartFailsItsRowAndStopsTheServer() throws Exception {
        Watched result = watch("bench", "footprint", "--middleware", "tcp", "--connections", "1", "--warmup", "1s",
                "--load-seconds", "1", "--client-jvm", "-XX:+NoSuchFlagOfTheJvm", "--output", dir.resolve("out").toString());
        assertEquals(1, result.exitCode(), result.output());
        assertTrue(Pattern.compile("(?m)^\\s+-\\s+tcp\\s+FAILED: the client JVM ended").matcher(result.output()).find(),
                result.output());
        // The server JVM is seen; the client JVM, which the bad flag ends within milliseconds, may
        // come and go between two looks (the row's "the client JVM ended" says it was started).
        assertTrue(result.seen().size() >= 1, "a server JVM was started: " + result.seen());
        assertNoneLeft(result);
    }

    /** What a run of the command printed, its exit code, and every descendant process seen while it ran. */
    private record Watched(int exitCode, String output, java.util.Map<Long, ProcessHandle> processes) {
        java.util.Set<Long> seen() {
            return processes.keySet();
        }
    }

    /**
     * Runs bin/mwbench (which execs its JVM, so the process is the command's JVM) and, while it
     * runs, notes every descendant it has: server JVMs, native servers, client JVMs, jcmd.
     */
    private Watched watch(String... args) throws Exception {
        Path log = dir.resolve("mwbench-" + System.nanoTime() + ".log");
        Process process = Distribution.start(dir, null, log, args);
        // Handles, not pids: a handle knows its process's start time, so a pid reused by another
        // process after this one ended is not taken for it.
        java.util.Map<Long, ProcessHandle> seen = new java.util.TreeMap<>();
        long deadline = Distribution.deadlineAfter(280);
        try {
            while (process.isAlive()) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("bin/mwbench " + String.join(" ", args) + " did not finish in "
                            + 280 * Distribution.SLOWDOWN_ALLOWED + " s: "
                            + Files.readString(log));
                }
                process.toHandle().descendants().forEach(child -> seen.putIfAbsent(child.pid(), child));
                Thread.sleep(50);
            }
            return new Watched(process.exitValue(), Files.readString(log), seen);
        } finally {
            process.destroyForcibly();
        }
    }

    /**
     * Every process the command started has ended, given 30 s: a JVM exits after its parent, and
     * a loaded machine makes that slow (a guard, not a speed claim).
     */
    private static void assertNoneLeft(Watched result) throws Exception {
        long deadline = Distribution.deadlineAfter(30);
        List<ProcessHandle> alive;
        do {
            alive = result.processes().values().stream().filter(ProcessHandle::isAlive).toList();
            if (alive.isEmpty()) {
                return;
            }
            Thread.sleep(200);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("left behind: " + alive.stream().map(handle -> handle.pid() + " "
                + org.mwbench.platform.agent.ProcessCommandLine.joined(handle)).toList());
    }
}
