package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * CLIF's probe blades through the distribution's {@code mwbench run}: the shipped
 * {@code test-plans/probes.ctp} (cpu, memory, network and jvm probes beside a tcp and rmi loop,
 * its loop shortened) stores each probe's samples and cost, shows them on the progress line,
 * and its report has the probe tables and their plots against the run's timeline, warm-up
 * shaded.
 */
@Timeout(value = 4 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class ProbesIT {
    private static final String SHIPPED_COUNTS = "warmup=5000 steps=10 calls=5000";
    /** Long enough for a few samples of the 500 ms probes (rmi pings take about 100 µs here). */
    private static final String SHORT_COUNTS = "warmup=2000 steps=4 calls=5000";
    /** Each probe of the plan: its family's columns, as its file's header gives them. */
    private static final Map<String, String> HEADERS = Map.of(
            "host-cpu", "#date_ns,busy_pct,user_pct,system_pct,iowait_pct,steal_pct",
            "host-memory", "#date_ns,used_pct,used_mb,free_mb,available_mb,cached_mb,swap_used_mb",
            "loopback", "#date_ns,rx_kbit_s,tx_kbit_s,rx_packets_s,tx_packets_s,rx_errors,tx_errors,rx_drops,tx_drops",
            "tcp-server-jvm", "#date_ns,heap_used_mb,heap_committed_mb,gcs,gc_ms,threads,classes,cpu_pct",
            "agent-jvm", "#date_ns,heap_used_mb,heap_committed_mb,gcs,gc_ms,threads,classes,cpu_pct");

    @TempDir
    Path dir;

    @Test
    void theShippedProbePlanStoresEachProbesSamplesAndCostAndItsReportPlotsThem() throws Exception {
        Path plans = Distribution.HOME.resolve("test-plans");
        Path plan = dir.resolve("plan").resolve("probes.ctp");
        Files.createDirectories(plan.getParent().resolve("scenarios"));
        String shipped = Files.readString(plans.resolve("probes.ctp"));
        assertTrue(shipped.contains(SHIPPED_COUNTS), "the counts the plan's comment and README quote");
        Files.writeString(plan, shipped.replace(SHIPPED_COUNTS, SHORT_COUNTS));
        Files.copy(plans.resolve("scenarios/probes.xis"), plan.getParent().resolve("scenarios/probes.xis"));

        Distribution.Result result = Distribution.run(dir, null, 180, "run", plan.toString());

        assertEquals(0, result.exitCode(), result.output());
        assertTrue(result.output().contains("host-cpu: busy "), "the progress line shows the cpu probe: " + result.output());
        assertTrue(result.output().contains("loopback: rx "), "and the network probe: " + result.output());
        Path run = MiddlewareIT.onlyRun(dir);
        for (Map.Entry<String, String> probe : HEADERS.entrySet()) {
            Path folder = run.resolve(probe.getKey());
            List<String> rows = Files.readAllLines(folder.resolve("probe"), StandardCharsets.UTF_8);
            assertEquals(probe.getValue(), rows.get(0), probe.getKey());
            assertTrue(rows.size() >= 3, probe.getKey() + " sampled a few times: " + rows);
            int columns = probe.getValue().split(",").length;
            rows.stream().skip(1).forEach(row -> assertEquals(columns, row.split(",", -1).length, row));
            List<String> cost = Files.readAllLines(folder.resolve("probe-cost"), StandardCharsets.UTF_8);
            assertEquals(2, cost.size(), probe.getKey() + ": " + cost);
            assertTrue(Files.readString(folder.resolve("alarm")).contains("its own CPU:"), probe.getKey());
            String family = cost.get(1).split(",")[0];
            assertTrue(Files.readString(folder.resolve("gauges")).contains("," + family + "."),
                    probe.getKey() + " published its live figures as gauges");
        }
        double loopbackKbits = Files.readAllLines(run.resolve("loopback").resolve("probe")).stream().skip(1)
                .mapToDouble(row -> Double.parseDouble(row.split(",")[1])).max().orElse(0);
        assertTrue(loopbackKbits > 100, "the pings crossed loopback: " + loopbackKbits + " kbit/s at most");
        assertTrue(Files.readString(run.resolve("tcp-server-jvm").resolve("alarm")).contains("JVM of server blade tcp-server"),
                "the jvm probe watched the tcp server's own JVM");

        String html = Files.readString(run.resolve("report.html"));
        assertTrue(html.contains("id=\"table-probes\""), "the probes table");
        assertTrue(html.contains("id=\"table-probe_costs\""), "the probe costs table");
        for (String blade : HEADERS.keySet()) {
            assertTrue(html.contains("plot-probe-" + blade + "-"), "a plot of " + blade + " in the report");
        }
        // The plots draw the warm-up band from the same ranges as the throughput plot (PlotSet).
        assertTrue(Files.size(run.resolve("plots").resolve("probe-host-cpu-pct.png")) > 0, "the cpu probe's plot");
        assertTrue(html.contains("plot-throughput-over-time"), "the timeline the probes are plotted against");
        ServerJvms.assertNoneLeft(dir);
    }

    /** The probes' own cost is a benchmark's figure: {@code mwbench bench probes} prints it for every family. */
    @Test
    void theProbeCostBenchmarkPrintsEveryFamilysCpuPerSample() throws Exception {
        Distribution.Result result = Distribution.run(dir, null, 180, "bench", "probes", "--warmup", "10", "--samples",
                "10", "--rounds", "2");

        assertEquals(0, result.exitCode(), result.output());
        for (String family : List.of("cpu", "memory", "network", "disk", "jvm (own)", "jvm (another JVM, JMX)")) {
            assertTrue(java.util.regex.Pattern.compile("(?m)^" + java.util.regex.Pattern.quote(family)
                    + "\\s+[0-9.]+\\s+[0-9.]+\\s+[0-9.]+\\s+[0-9.]+%$").matcher(result.output()).find(),
                    family + "'s row:\n" + result.output());
        }
        Distribution.Result refused = Distribution.run(dir, null, 60, "bench", "probes", "--rounds", "0");
        assertEquals(2, refused.exitCode(), refused.output());
        assertTrue(refused.output().contains("mwbench bench probes: "), refused.output());
    }
}
