package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * it started (server JVMs, omniORB's native child, client JVMs) is gone when it returns. The
 * figures themselves are not checked beyond being there.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class BenchFootprintIT {
    private static final Pattern PARTS = Pattern.compile("(?m)^\\s+(\\S+): (load|connections): server pid (\\d+)"
            + "(?: \\(measured: its native child (\\d+)\\))?, client JVM pid (\\d+)$");

    @TempDir
    Path dir;

    @Test
    void measuresTwoJavaMiddlewareAndANativeOneAndLeavesNoProcessBehind() throws Exception {
        Path output = dir.resolve("footprint");
        Distribution.Result result = Distribution.run(dir, null, 280, "bench", "footprint", "--middleware", "tcp,RMI,corba-omniorb",
                "--connections", "1,3", "--load-threads", "2", "--warmup", "1s", "--load-seconds", "2", "--output", output.toString());
        String text = result.output();
        assertEquals(0, result.exitCode(), text);

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
        for (long pid : pids) {
            Optional<ProcessHandle> process = ProcessHandle.of(pid);
            if (process.isPresent()) {
                process.get().onExit().get(20, TimeUnit.SECONDS);
            }
            assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "process " + pid + " was left behind");
        }

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
}
