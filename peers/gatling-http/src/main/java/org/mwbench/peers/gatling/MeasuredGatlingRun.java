package org.mwbench.peers.gatling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

/**
 * The main of the JVM {@code mwbench bench gatling} starts for Gatling: it runs
 * {@link PingSimulation} with Gatling's own entry point ({@code io.gatling.app.Gatling}, the main
 * that Gatling's Maven and Gradle plugins start), without its report; then prints this JVM's CPU
 * time and peak resident memory, so that they count the run and not the report; then writes the
 * report ({@code --reports-only}), whose {@code js/stats.js} holds Gatling's figures.
 *
 * <p>{@code MeasuredGatlingRun RESULTS_FOLDER}; the simulation's parameters are system properties
 * ({@link PingSimulation}). It prints one line, {@value #FIGURES} followed by
 * {@code cpu_ns=N hwm_kb=N}, the line mwbench's injector run prints too. It ends when its parent
 * does: a killed {@code mwbench} leaves no Gatling behind.
 */
public final class MeasuredGatlingRun {
    /** Starts the line of this JVM's own figures on standard output. */
    public static final String FIGURES = "mwbench-figures: ";

    private MeasuredGatlingRun() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: MeasuredGatlingRun RESULTS_FOLDER");
            System.exit(2);
        }
        ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> Runtime.getRuntime().halt(3)));
        Path results = Path.of(args[0]).toAbsolutePath();
        int status = io.gatling.app.Gatling$.MODULE$.fromArgs(new String[] {"--simulation", PingSimulation.class.getName(),
                "--results-folder", results.toString(), "--no-reports"});
        Duration cpu = ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ofNanos(-1));
        System.out.println(FIGURES + "cpu_ns=" + cpu.toNanos() + " hwm_kb=" + peakResidentKb() + " status=" + status);
        System.out.flush();
        if (status != 0) {
            System.exit(status);
        }
        System.exit(io.gatling.app.Gatling$.MODULE$.fromArgs(new String[] {"--reports-only", runFolder(results),
                "--results-folder", results.toString()}));
    }

    /** The one run folder Gatling made in the results folder. */
    private static String runFolder(Path results) throws IOException {
        try (Stream<Path> folders = Files.list(results)) {
            List<Path> runs = folders.filter(Files::isDirectory).toList();
            if (runs.size() != 1) {
                throw new IOException("expected one run folder in " + results + ", found " + runs);
            }
            return runs.get(0).getFileName().toString();
        }
    }

    /** VmHWM of /proc/self/status, in kB: the peak resident memory; -1 off Linux. */
    private static long peakResidentKb() {
        try (Stream<String> lines = Files.lines(Path.of("/proc/self/status"))) {
            return lines.filter(line -> line.startsWith("VmHWM:")).findFirst()
                    .map(line -> Long.parseLong(line.replaceAll("[^0-9]", ""))).orElse(-1L);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
