package org.mwbench.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The server JVMs one test's runs started. The IT classes run side by side (failsafe forks), and
 * other checkouts may run the same tests at the same time, so a server JVM is this test's only when
 * it inherited the test's runs folder ({@link Distribution} puts {@code MWBENCH_RUNS} under the
 * test's folder, and every JVM a run starts inherits it): its name alone could be another test's.
 */
final class ServerJvms {
    /** What a server blade's JVM is given: the agent it runs in, {@code local host/<blade>}. */
    private static final String LOCAL_AGENT = "local host/";

    private ServerJvms() {
    }

    /** The JVM of server blade {@code bladeId} that a run in {@code testDir} started. */
    static Optional<ProcessHandle> of(Path testDir, String bladeId) {
        return ProcessHandle.allProcesses()
                .filter(process -> hasArgument(process, LOCAL_AGENT + bladeId) && startedUnder(process, testDir))
                .findFirst();
    }

    /** No server JVM a run in {@code testDir} started is left, given what 30 s on a quiet machine become on a loaded one (a guard). */
    static void assertNoneLeft(Path testDir) throws InterruptedException {
        long deadline = Distribution.deadlineAfter(30);
        List<ProcessHandle> left;
        do {
            left = ProcessHandle.allProcesses()
                    .filter(process -> org.mwbench.platform.agent.ProcessCommandLine.arguments(process).stream()
                            .anyMatch(arg -> arg.startsWith(LOCAL_AGENT)))
                    .filter(process -> startedUnder(process, testDir))
                    .toList();
            if (left.isEmpty()) {
                return;
            }
            Thread.sleep(200);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("server JVMs left running: " + left.stream().map(ProcessHandle::pid).toList());
    }

    /** What a stuck JVM's threads are doing, for a failure message ({@code jcmd} of the running JDK). */
    static String threadDump(long pid) {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        try {
            Process dump = new ProcessBuilder(jcmd.toString(), Long.toString(pid), "Thread.print").redirectErrorStream(true).start();
            String text = new String(dump.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            dump.waitFor(30, TimeUnit.SECONDS);
            return text;
        } catch (IOException | InterruptedException e) {
            return "(no thread dump: " + e + ")";
        }
    }

    private static boolean hasArgument(ProcessHandle process, String argument) {
        return org.mwbench.platform.agent.ProcessCommandLine.arguments(process).contains(argument);
    }

    /** Whether the process inherited a runs folder inside {@code testDir} (Linux: its /proc environ). */
    private static boolean startedUnder(ProcessHandle process, Path testDir) {
        String runs = "MWBENCH_RUNS=" + testDir.toAbsolutePath();
        try {
            byte[] environ = Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "environ"));
            return Arrays.stream(new String(environ, StandardCharsets.UTF_8).split("\0")).anyMatch(entry -> entry.startsWith(runs));
        } catch (IOException | SecurityException e) {
            return false; // gone already, or another user's: not this test's
        }
    }
}
