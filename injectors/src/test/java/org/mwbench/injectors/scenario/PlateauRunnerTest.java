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
            List<List<String>> rows = blade.rows(PlateauFile.NAME).stream().map(CsvText::split).toList();
            assertEquals(2, rows.size(), "one row per client count: " + rows);
            List<String> one = rows.get(0);
            List<String> four = rows.get(1);
            assertEquals(List.of("sleepers", "sleep", "1", "1"), one.subList(0, 4));
            assertEquals(List.of("sleepers", "sleep", "4", "4"), four.subList(0, 4), "every user active");
            assertTrue(Long.parseLong(four.get(5)) > Long.parseLong(one.get(6)), "plateaus follow each other: " + rows);
            assertTrue(Integer.parseInt(one.get(7)) >= 2, "at least min_intervals: " + one);
            double rateOne = Double.parseDouble(one.get(11));
            double rateFour = Double.parseDouble(four.get(11));
            assertTrue(rateFour > 2.5 * rateOne, "four sleepers call about four times as often: " + rateOne + " vs " + rateFour);
            assertTrue(Double.parseDouble(one.get(12)) <= rateOne && rateOne <= Double.parseDouble(one.get(13)),
                    "the rate lies in its interval: " + one);
            assertTrue(Double.parseDouble(four.get(14)) >= 2_000_000, "mean latency of 2 ms sleeps: " + four);
            long errors = Long.parseLong(four.get(10));
            assertTrue(errors > 0, "10% of calls fail: " + four);
            assertEquals("SyntheticError=" + errors, four.get(18), "errors by kind");
            assertEquals(0, ProbePlugin.count("plateau-unused", "sessions"), "a use the behavior does not name is never opened");
        }
    }

    @Test
    void aPlateauThatNeverSettlesIsMarkedAndEndsAtItsMaximum() throws Exception {
        try (BladeHarness blade = plateaus(SLEEPERS.replace("ERRORS", "0"),
                "clients=2 width=0.0001% min_intervals=2 max=3s warmup=0s")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(30_000));
            List<String> row = CsvText.split(blade.rows(PlateauFile.NAME).get(0));
            assertEquals("false", row.get(8), "not settled: " + row);
            assertTrue(Long.parseLong(row.get(6)) - Long.parseLong(row.get(5)) >= 2_900_000_000L,
                    "the window ran its whole budget of 3 s: " + row);
            assertTrue(Integer.parseInt(row.get(7)) >= 5, "its interval rests on min_batches or more: " + row);
        }
    }

    @Test
    void badClientCountsAndWidthsAreRefusedNamingTheParameter() throws Exception {
        for (String argument : List.of("clients=5;2", "clients=0", "clients=1;x", "width=150%", "min_intervals=1",
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
