package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.event.CsvText;

/** Steady plateaus: a population grows through client counts, each measured once steady. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class PlateauRunnerTest {
    @TempDir
    Path dir;

    /** Users that each wait 2 ms per call: N users make about N * 500 calls/s, a steady rate. */
    private static final String SLEEPERS = String.join("\n",
            "<scenario><behaviors><plugins>",
            "<use id=\"target\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"2ms\"/>",
            "<param name=\"error_rate\" value=\"ERRORS\"/></params></use>",
            "<use id=\"unused\" name=\"probe\"><params><param name=\"label\" value=\"plateau-unused\"/></params></use>",
            "</plugins>",
            "<behavior id=\"sleepers\"><sample use=\"target\" name=\"call\" label=\"sleep\"/></behavior></behaviors></scenario>");

    private BladeHarness plateaus(String scenario, String argument) throws Exception {
        return new BladeHarness(PlateauRunner.class, "scenario=plateaus.xis " + argument, dir,
                Map.of("plateaus.xis", scenario.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void measuresEachClientCountOnceEveryUserHasCalledAndUntilItsThroughputIsSteady() throws Exception {
        try (BladeHarness blade = plateaus(SLEEPERS.replace("ERRORS", "0.1"),
                "clients=1;4 width=25% min_intervals=2 max=6s warmup=500ms ramp=200ms")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(40_000));
            List<Map<String, String>> rows = rows(blade);
            assertEquals(2, rows.size(), "one row per client count: " + rows);
            Map<String, String> one = rows.get(0);
            Map<String, String> four = rows.get(1);
            assertEquals(List.of("sleepers", "sleep", "1", "1"),
                    List.of(one.get("behavior"), one.get("type"), one.get("clients"), one.get("active")));
            assertEquals(List.of("sleepers", "sleep", "4", "4"),
                    List.of(four.get("behavior"), four.get("type"), four.get("clients"), four.get("active")), "every user active");
            assertTrue(Long.parseLong(four.get("start_ns")) > Long.parseLong(one.get("end_ns")), "plateaus follow each other: " + rows);
            assertTrue(Integer.parseInt(one.get("intervals")) >= 2, "at least min_intervals: " + one);
            assertEquals("25", one.get("width_pct"), "the target width, in %");
            double rateOne = Double.parseDouble(one.get("throughput"));
            double rateFour = Double.parseDouble(four.get("throughput"));
            assertTrue(rateFour > 2.5 * rateOne, "four sleepers call about four times as often: " + rateOne + " vs " + rateFour);
            assertTrue(Double.parseDouble(one.get("ci_low")) <= rateOne && rateOne <= Double.parseDouble(one.get("ci_high")),
                    "the rate lies in its interval: " + one);
            assertTrue(Double.parseDouble(four.get("mean_ns")) >= 2_000_000, "mean latency of 2 ms sleeps: " + four);
            long errors = Long.parseLong(four.get("errors"));
            assertTrue(errors > 0, "10% of calls fail: " + four);
            assertEquals("SyntheticError=" + errors, four.get("errors_by_kind"), "errors by kind");
            assertEquals(0, ProbePlugin.count("plateau-unused", "sessions"), "a use the behavior does not name is never opened");
        }
    }

    @Test
    void aPlateauThatNeverSettlesIsMarkedAndEndsAtItsMaximum() throws Exception {
        try (BladeHarness blade = plateaus(SLEEPERS.replace("ERRORS", "0"),
                "clients=2 width=0.0001% widest=0.0002% min_intervals=2 max=3s warmup=0s")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(30_000));
            Map<String, String> row = rows(blade).get(0);
            assertEquals("false", row.get("settled"), "not settled, not even at the widest width: " + row);
            assertEquals("0.0001", row.get("width_pct"), "the target width it missed: " + row);
            assertTrue(Long.parseLong(row.get("end_ns")) - Long.parseLong(row.get("start_ns")) >= 2_900_000_000L,
                    "the window ran its whole budget of 3 s: " + row);
            assertTrue(Integer.parseInt(row.get("intervals")) >= 5, "its interval rests on min_batches or more: " + row);
            assertTrue(blade.rows("alarm").stream().anyMatch(alarm -> alarm.contains("did not settle within 3.0 s (±0.0001% wanted, "
                    + "nor within the widest ±0.0002%)")), "the alarm says what was wanted: " + blade.rows("alarm"));
        }
    }

    /** The plateaus file's rows by column name, so that a new column moves none of these checks. */
    private static List<Map<String, String>> rows(BladeHarness blade) throws Exception {
        List<String> names = List.of(PlateauFile.HEADER.substring(1).split(","));
        return blade.rows(PlateauFile.NAME).stream().map(CsvText::split).map(fields -> {
            assertEquals(names.size(), fields.size(), "a field per column: " + fields);
            Map<String, String> row = new java.util.LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                row.put(names.get(i), fields.get(i));
            }
            return row;
        }).toList();
    }

    @Test
    void aPlateauSettlesAtTheWidestWidthOnlyOnceItsBudgetIsSpent() {
        BatchMeans samples = new BatchMeans(2);
        for (double events : new double[] {100, 110, 100, 110, 100, 110, 100, 110}) {
            samples.add(events, 0.25);
        }
        BatchMeans.Estimate estimate = samples.estimate();
        assertTrue(estimate.independent(), "alternate samples: independent batch means " + estimate);
        double half = estimate.halfWidthPercent() / 100;
        assertTrue(half > 0.01, "an interval wider than 1%: " + estimate);
        long second = 1_000_000_000L;
        assertEquals(PlateauFile.Verdict.SETTLED, PlateauFile.Verdict.of(estimate, 2 * second, 2 * second, 8 * second, half * 1.01, half * 1.01));
        assertEquals(PlateauFile.Verdict.NOT_SETTLED, PlateauFile.Verdict.of(estimate, 2 * second, 2 * second, 8 * second, 0.01, 0.99),
                "the budget is not spent: the runner still tries for the target");
        assertEquals(PlateauFile.Verdict.WIDENED, PlateauFile.Verdict.of(estimate, 8 * second, 2 * second, 8 * second, 0.01, 0.99));
        assertEquals(PlateauFile.Verdict.NOT_SETTLED, PlateauFile.Verdict.of(estimate, 8 * second, 2 * second, 8 * second, 0.01, half * 0.99),
                "wider than the widest");
        assertEquals(PlateauFile.Verdict.NOT_SETTLED, PlateauFile.Verdict.of(estimate, second, 2 * second, 8 * second, 0.99, 0.99),
                "shorter than min_intervals");
        BatchMeans trend = new BatchMeans(5);
        for (int i = 1; i <= 16; i++) {
            trend.add(100 + i, 0.25);
        }
        assertEquals(PlateauFile.Verdict.NOT_SETTLED, PlateauFile.Verdict.of(trend.estimate(), 8 * second, 2 * second, 8 * second,
                0.01, 0.99), "a trend's correlated batches settle at no width: " + trend.estimate());
    }

    @Test
    void badClientCountsAndWidthsAreRefusedNamingTheParameter() throws Exception {
        for (String argument : List.of("clients=5;2", "clients=0", "clients=1;x", "width=150%", "widest=4% width=5%", "widest=100%", "min_intervals=1",
                "max=1s min_intervals=3", "min_batches=1", "sample=5ms", "max=2s min_intervals=2 min_batches=10 sample=250ms",
                "behavior=nothere")) {
            try (BladeHarness blade = plateaus(SLEEPERS.replace("ERRORS", "0"), argument)) {
                BladeException refused = assertThrows(BladeException.class, blade::initAndStart, argument);
                String name = argument.substring(0, argument.indexOf('='));
                assertTrue(refused.getMessage().contains("'" + name + "'") || refused.getMessage().contains("'max'"),
                        argument + " -> " + refused.getMessage());
            }
        }
    }
}
