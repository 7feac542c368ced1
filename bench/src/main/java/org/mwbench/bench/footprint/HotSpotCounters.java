package org.mwbench.bench.footprint;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A HotSpot JVM's own figures, read from outside it by the JDK's {@code jcmd}: a full GC
 * ({@code GC.run}), then its performance counters ({@code PerfCounter.print}), the ones
 * {@code jstat} reads.
 *
 * <p>Why {@code jcmd} rather than JMX: starting a JMX agent in the measured server (the Attach
 * API's {@code startLocalManagementAgent()}) loads about 1,100 classes and starts 5 threads in
 * it (measured on JDK 17 here: 1,436 + 810 shared classes and 19 threads before, 2,341 + 1,030
 * and 24 after), as much as a small middleware's whole footprint. {@code jcmd}'s diagnostic
 * commands run in the JVM's native code; the attach leaves one thread behind ("Attach
 * Listener"), the same in every JVM measured.
 *
 * @param heapUsedBytes  the heap's generations' used bytes, summed: after the GC, the live heap
 * @param metaspaceBytes class metadata in use
 * @param javaThreads    live Java threads (the JVM's own GC and compiler threads are not Java threads)
 * @param loadedClasses  classes loaded now, from the class-data archive or not, less those unloaded
 *                       (what {@code ClassLoadingMXBean.getLoadedClassCount()} answers)
 */
public record HotSpotCounters(long heapUsedBytes, long metaspaceBytes, int javaThreads, int loadedClasses) {
    private static final Duration JCMD_BOUND = Duration.ofSeconds(60);

    /** Runs a full GC in the JVM {@code pid}, then reads its counters. */
    public static HotSpotCounters afterFullGc(long pid, Path work) throws IOException {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        if (!Files.isExecutable(jcmd)) {
            throw new IOException("no jcmd in " + jcmd.getParent() + ": the footprint of a JVM needs a JDK, not a JRE");
        }
        run(jcmd, pid, "GC.run", work);
        // jcmd answers PerfCounter.print itself, from the JVM's hsperfdata file: no attach
        String text = run(jcmd, pid, "PerfCounter.print", work);
        return parse(text, "jcmd " + pid + " PerfCounter.print");
    }

    /** Runs one jcmd command against JVM {@code pid}, bounded, and returns what it printed. */
    private static String run(Path jcmd, long pid, String command, Path work) throws IOException {
        Path output = work.resolve("jcmd-output");
        Process process = new ProcessBuilder(jcmd.toString(), Long.toString(pid), command)
                .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        try {
            if (!process.waitFor(JCMD_BOUND.toSeconds(), TimeUnit.SECONDS)) {
                throw new IOException("jcmd " + pid + " " + command + " did not end within " + JCMD_BOUND.toSeconds() + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while jcmd " + pid + " " + command + " ran", e);
        } finally {
            process.destroyForcibly();
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IOException("jcmd " + pid + " " + command + " failed (exit " + process.exitValue() + "): " + text.strip());
        }
        return text;
    }

    /**
     * Parses {@code PerfCounter.print}'s {@code name=value} lines; other lines (the pid, "Command
     * executed successfully") are skipped.
     */
    public static HotSpotCounters parse(String text, String source) {
        Map<String, String> counters = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            int equals = line.indexOf('=');
            if (equals > 0) {
                counters.put(line.substring(0, equals).strip(), line.substring(equals + 1).strip());
            }
        }
        long heap = 0;
        boolean anySpace = false;
        for (Map.Entry<String, String> counter : counters.entrySet()) {
            // sun.gc.generation.G.space.S.used: eden, survivors, old, whatever the collector's layout
            if (counter.getKey().matches("sun\\.gc\\.generation\\.\\d+\\.space\\.\\d+\\.used")) {
                heap += number(counters, counter.getKey(), source);
                anySpace = true;
            }
        }
        if (!anySpace) {
            throw new IllegalArgumentException(source + ": no sun.gc.generation.*.space.*.used counter "
                    + "(was the JVM started with -XX:-UsePerfData?)");
        }
        long classes = 0;
        for (String name : List.of("java.cls.loadedClasses", "java.cls.sharedLoadedClasses")) {
            classes += number(counters, name, source);
        }
        for (String name : List.of("java.cls.unloadedClasses", "java.cls.sharedUnloadedClasses")) {
            classes -= number(counters, name, source);
        }
        return new HotSpotCounters(heap, number(counters, "sun.gc.metaspace.used", source),
                (int) number(counters, "java.threads.live", source), (int) classes);
    }

    private static long number(Map<String, String> counters, String name, String source) {
        String value = counters.get(name);
        if (value == null) {
            throw new IllegalArgumentException(source + ": no counter " + name);
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + ": " + name + " is '" + value + "', expected a whole number");
        }
    }
}
