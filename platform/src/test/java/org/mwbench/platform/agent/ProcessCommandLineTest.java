package org.mwbench.platform.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Finding mwbench's JVMs by their arguments must work however deep the install is. The JDK's
 * {@code ProcessHandle.Info.arguments()} is empty once a command line fills a page, which a
 * {@code -cp} of a distribution's jars did under a longer path: the jvm probe then watched nothing.
 */
class ProcessCommandLineTest {
    /** Linux's page, the most of a command line the JDK reads. */
    private static final int PAGE = 4096;

    @TempDir
    Path dir;

    @Test
    void aCommandLineLongerThanAPageIsReadWhole() throws Exception {
        String longArgument = "x".repeat(PAGE + 100);
        Process process = new ProcessBuilder("sh", "-c", "sleep 60; :", "sh", longArgument).start();
        try {
            awaitExec(process.toHandle(), "sleep 60; :");
            assertTrue(process.info().arguments().isEmpty(), "the JDK's pitfall this class exists for (if the JDK "
                    + "ever reads the whole line, this class may go)");
            assertEquals(List.of("-c", "sleep 60; :", "sh", longArgument), ProcessCommandLine.arguments(process.toHandle()));
            assertTrue(ProcessCommandLine.joined(process.toHandle()).endsWith(longArgument));
        } finally {
            process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aGoneProcessHasNoArguments() throws Exception {
        Process process = new ProcessBuilder("true").start();
        process.waitFor(30, TimeUnit.SECONDS);
        ProcessHandle handle = process.toHandle();
        assertTrue(ProcessCommandLine.arguments(handle).isEmpty());
    }

    @Test
    void aChildJvmTakesItsClassPathFromItsEnvironmentNotItsCommandLine() throws Exception {
        String classPath = System.getProperty("java.class.path");
        Path log = dir.resolve("child.log");
        Process child = ChildJvm.start(List.of("-Xmx32m"), ReadyThenSleep.class.getName(), List.of("--marker"), log);
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("ready", out.readLine(), "the child found its main class: " + Files.readString(log));
            List<String> arguments = ProcessCommandLine.arguments(child.toHandle());
            assertTrue(arguments.contains("--marker") && arguments.contains(ReadyThenSleep.class.getName()), arguments.toString());
            assertFalse(arguments.contains("-cp") || arguments.contains("-classpath") || arguments.contains(classPath),
                    "no class path on the command line: " + arguments);
            assertTrue(ProcessCommandLine.joined(child.toHandle()).length() < PAGE, "the command line fits a page");
            String environ = Files.readString(Path.of("/proc", Long.toString(child.pid()), "environ"), StandardCharsets.UTF_8);
            assertTrue(List.of(environ.split("\0")).contains(ProcessCommandLine.CLASS_PATH_VARIABLE + "=" + classPath),
                    "the class path is in the child's environment");
        } finally {
            child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** Waits until the shell became {@code command} (argv is the new one once exec is done). */
    private static void awaitExec(ProcessHandle process, String command) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a guard on a loaded machine
        while (!ProcessCommandLine.arguments(process).contains(command) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    /** A child JVM's main: says it started, then waits to be ended. */
    public static final class ReadyThenSleep {
        public static void main(String[] args) throws InterruptedException {
            System.out.println("ready");
            System.out.flush();
            Thread.sleep(TimeUnit.MINUTES.toMillis(2));
        }
    }
}
