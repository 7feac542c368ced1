package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalReport;

/** Does the runner deliver the load its profile asks for? Closed populations and open arrival rates. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class LoadModelTest {
    @TempDir
    Path dir;

    @Test
    void theClosedPopulationFollowsARampAndAStep() throws Exception {
        // 0 -> 20 users in 2 s, 20 until 3 s, then a step down to 5 at 4 s
        String scenario = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>",
                "<sample use=\"p\" name=\"ok\"/>\n<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"10ms\"/></params></timer>",
                "<group behavior=\"b\"><ramp style=\"line\"><points><point x=\"0\" y=\"0\"/><point x=\"2\" y=\"20\"/>"
                        + "<point x=\"3\" y=\"20\"/></points></ramp><ramp style=\"crenel_hv\"><points>"
                        + "<point x=\"4\" y=\"5\"/></points></ramp></group>");
        Profile profile = ScenarioReader.read(scenario.getBytes(), "s").groups().get(0).profile();
        List<GaugeReading> readings = new ArrayList<>();
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.control().init(org.mwbench.platform.blade.TimeBase.startingNow());
            blade.control().prepareStart();
            long start = blade.control().startNow();
            while (!blade.control().state().isFinal()) {
                Thread.sleep(100);
                IntervalReport report = blade.control().rollInterval();
                report.gauges().stream().filter(gauge -> gauge.name().equals(ScenarioRunner.POPULATION_GAUGE))
                        .forEach(readings::add);
            }
            assertEquals(BladeState.COMPLETED, blade.control().state());
            int checked = 0;
            for (GaugeReading reading : readings) {
                double seconds = (reading.end() - start) / 1e9;
                if (Math.abs(seconds - 4) < 0.2 || seconds > 4) {
                    continue; // at the step the reading may fall either side of it
                }
                double expected = profile.valueAt(seconds);
                // the population follows every 100 ms; a ramp of 10 users/s moves 1 user in that time
                assertTrue(Math.abs(reading.value() - expected) <= 2 + 0.05 * expected,
                        "at " + seconds + " s: " + reading.value() + " users, profile says " + expected);
                checked++;
            }
            assertTrue(checked >= 25, "enough readings along the profile: " + checked);
            assertTrue(readings.stream().anyMatch(r -> (r.end() - start) / 1e9 > 3.2 && (r.end() - start) / 1e9 < 3.8
                    && r.value() == 20), "20 users before the step");
        }
    }

    @Test
    void theOpenModelDeliversItsArrivalRate() throws Exception {
        // 500 arrivals per second for 2 s: one every 2 ms, 1001 in all (at 0, 2 ms, ..., 2000 ms)
        String scenario = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>", "<sample use=\"p\" name=\"ok\"/>",
                "<group behavior=\"b\" model=\"open\" concurrency=\"8\"><ramp style=\"crenel_hv\"><points>"
                        + "<point x=\"0\" y=\"500\"/><point x=\"2\" y=\"500\"/></points></ramp></group>");
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(30_000));
            List<String> rows = blade.rows("action");
            assertEquals(1001, rows.size(), "every arrival served once");
            long first = Long.MAX_VALUE;
            long last = Long.MIN_VALUE;
            for (String row : rows) {
                String[] fields = row.split(",");
                long intended = Long.parseLong(fields[0]) - Long.parseLong(fields[6]);
                first = Math.min(first, intended);
                last = Math.max(last, intended);
                // How many start late depends on the machine's load: that is for the benchmarks
                // (mwbench bench omission). A delay is never negative: no call starts early.
                assertTrue(Long.parseLong(fields[6]) >= 0, row);
            }
            double spacingMillis = (last - first) / 1e6 / 1000;
            assertEquals(2.0, spacingMillis, 0.01, "intended starts 2 ms apart");
        }
    }

    @Test
    void aThousandUsersRunOnOneBladeAndEveryCallIsStored() throws Exception {
        // Functional, not timed: the throughput figure is mwbench bench users' job.
        String scenario = ScenarioFiles.of(
                "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"50ms\"/></params></use>",
                "<sample use=\"t\" name=\"call\"/>", ScenarioFiles.closed(1000, 3));
        long peak = 0;
        long live = 0;
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.initAndStart();
            while (!blade.control().state().isFinal()) {
                Thread.sleep(200);
                IntervalReport report = blade.control().rollInterval();
                for (GaugeReading gauge : report.gauges()) {
                    if (gauge.name().equals(ScenarioRunner.POPULATION_GAUGE)) {
                        peak = Math.max(peak, gauge.value());
                    }
                }
                live += report.summaries().stream().mapToLong(summary -> summary.calls()).sum();
            }
            assertEquals(BladeState.COMPLETED, blade.control().state());
            live += blade.control().rollInterval().summaries().stream().mapToLong(summary -> summary.calls()).sum();
            List<String> rows = blade.rows("action");
            assertEquals(1000, peak, "all 1000 users ran at once");
            assertEquals(live, rows.size(), "every call the live view counted is stored");
            assertEquals(1000, rows.stream().map(row -> row.split(",")[1]).distinct().count(), "every user made calls");
            assertTrue(rows.stream().allMatch(row -> row.split(",")[4].equals("true")), "no call failed");
        }
    }

    @Test
    void aSuspensionPausesTheProfile() throws Exception {
        String scenario = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>",
                "<sample use=\"p\" name=\"ok\"/>\n<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"5ms\"/></params></timer>",
                ScenarioFiles.closed(2, 1));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.initAndStart();
            Thread.sleep(300);
            blade.control().suspend();
            int during = blade.rows("action").size();
            long suspendedAt = System.nanoTime();
            Thread.sleep(700);
            assertEquals(BladeState.SUSPENDED, blade.control().state(), "a 1 s profile is not over after 1 s of wall time");
            blade.control().resume();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            assertTrue(System.nanoTime() - suspendedAt > 1_100_000_000L, "the profile resumed where it paused");
            assertTrue(blade.rows("action").size() > during, "calls went on after the resume");
        }
    }
}
