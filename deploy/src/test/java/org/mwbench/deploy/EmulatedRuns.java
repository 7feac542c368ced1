package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.mwbench.platform.hosts.SystemCommands;

/**
 * The runs of one test with emulated hosts, through the distribution's {@code bin/mwbench run}, as
 * a user starts them: a test without root or {@code ip} is skipped saying why, and whatever a
 * test's runs created is removed after it, even when it failed. Register it as an instance field
 * ({@code @RegisterExtension}); the class takes its {@link MachineTurn} itself.
 */
final class EmulatedRuns implements BeforeEachCallback, AfterEachCallback {
    private final SystemCommands commands = new SystemCommands(Duration.ofSeconds(20));
    private final RunLeftovers leftovers = new RunLeftovers(commands);
    private final List<Process> runs = new ArrayList<>();

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        Users.assumeRootWithEmulationTools("emulated hosts need root to create network namespaces");
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        leftovers.removeAllOf(runs);
    }

    /** Starts {@code mwbench run} of a plan in {@code dir/name}, its report in {@code dir/report-name}. */
    Process start(Path dir, String name, Path plan) throws IOException {
        Files.createDirectories(dir.resolve(name));
        Process process = Distribution.start(dir.resolve(name), null, dir.resolve(name + ".log"), "run", plan.toString(),
                "--report-dir", dir.resolve("report-" + name).toString());
        runs.add(process);
        return process;
    }

    /** A run started another way (a launcher in front, a signal to its group): removed with the others. */
    Process removedAfter(Process run) {
        runs.add(run);
        return run;
    }

    SystemCommands commands() {
        return commands;
    }

    /** Fails unless the run with this pid left no namespace, link or agent JVM. */
    void assertNothingLeftBy(long owner) throws Exception {
        leftovers.assertNothingLeftBy(owner);
    }

    static void assumeEveryMiddlewareInstalled(String what) {
        for (String protocol : MiddlewareIT.PROTOCOLS) {
            assumeTrue(Files.isDirectory(Distribution.HOME.resolve("plugins").resolve(protocol)),
                    what + " needs every middleware's plugin; " + protocol + " is not in "
                            + Distribution.HOME.resolve("plugins") + " (build the whole reactor)");
        }
    }

    static boolean awaitOutput(Process process, String text, long seconds) throws Exception {
        long deadline = Distribution.deadlineAfter(seconds);
        while (System.nanoTime() < deadline && process.isAlive()) {
            if (output(process).contains(text)) {
                return true;
            }
            Thread.sleep(100);
        }
        return output(process).contains(text);
    }

    static String output(Process process) throws IOException {
        return Files.readString(Distribution.logOf(process), StandardCharsets.UTF_8);
    }

    static long ownerIn(String output) {
        return ownerIn(output, "host-a");
    }

    /** The pid that owns a run's namespaces, from the line that names one host's. */
    static long ownerIn(String output, String host) {
        Matcher matcher = Pattern.compile("namespace mwbh-([0-9]+)-" + Pattern.quote(host)).matcher(output);
        assertTrue(matcher.find(), output);
        return Long.parseLong(matcher.group(1));
    }

    static Properties properties(Path file) throws IOException {
        Properties properties = new Properties();
        try (var reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        return properties;
    }
}
