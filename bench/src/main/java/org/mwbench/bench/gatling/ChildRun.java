package org.mwbench.bench.gatling;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * One child JVM of {@code mwbench bench gatling} (an injector run), its output and errors in a log:
 * waited for, bounded, and stopped on every way out of this JVM. A shutdown hook ends the children
 * still running when {@code mwbench} is ended (Ctrl-C, SIGTERM); each child also ends itself when
 * its parent does, for a {@code kill -9}.
 */
final class ChildRun {
    private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> RUNNING.forEach(Process::destroyForcibly),
                "mwbench-bench-gatling-children"));
    }

    private ChildRun() {
    }

    /**
     * Runs the child to its end, at most {@code bound}, and returns its log's text.
     *
     * @throws IOException when it cannot start, exits non-zero, or outlives the bound (then it is killed)
     */
    static String run(String what, ProcessBuilder builder, Path log, Duration bound) throws IOException, InterruptedException {
        builder.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.to(log.toFile()));
        Process process = builder.start();
        RUNNING.add(process);
        try {
            if (!process.waitFor(bound.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IOException(what + " did not end within " + bound.toSeconds() + " s; its log: " + log);
            }
            String output = Files.readString(log, StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                throw new IOException(what + " failed (exit " + process.exitValue() + "); its log: " + log + "\n"
                        + tail(output, 20));
            }
            return output;
        } finally {
            if (process.isAlive()) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            RUNNING.remove(process);
        }
    }

    /** The figures line a child printed: its {@code key=value} pairs' values, by key. */
    static java.util.Map<String, String> figures(String output, String what) throws IOException {
        String line = output.lines().filter(text -> text.startsWith(SideBySide.FIGURES)).reduce((first, last) -> last)
                .orElseThrow(() -> new IOException(what + " printed no '" + SideBySide.FIGURES.strip() + "' line:\n"
                        + tail(output, 20)));
        java.util.Map<String, String> values = new java.util.HashMap<>();
        for (String pair : line.substring(SideBySide.FIGURES.length()).strip().split("\\s+")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                values.put(pair.substring(0, equals), pair.substring(equals + 1));
            }
        }
        return values;
    }

    private static String tail(String text, int lines) {
        List<String> all = text.lines().toList();
        return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
    }
}
