package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scenario runner and the benchmark loop through {@code mwbench run}, with their
 * scenario files next to the plan, as a user writes them, and the loop as a campaign.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class RunnersThroughRunTest {
    @TempDir
    Path dir;

    private Path scenario(String name, String body) throws Exception {
        Path scenarios = Files.createDirectories(dir.resolve("scenarios"));
        Path file = scenarios.resolve(name);
        Files.writeString(file, body);
        return file;
    }

    @Test
    void aScenarioFileNextToThePlanRunsAndIsKeptWithTheReport() throws Exception {
        scenario("users.xis", String.join("\n",
                "<scenario><behaviors><plugins>",
                "<use id=\"target\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"2ms\"/></params></use>",
                "<use id=\"think\" name=\"common\"/></plugins>",
                "<behavior id=\"b\"><sample use=\"target\" name=\"call\"/>",
                "<timer use=\"think\" name=\"constant\"><params><param name=\"duration\" value=\"3ms\"/></params></timer></behavior>",
                "</behaviors><loadprofile><group behavior=\"b\"><ramp style=\"crenel_hv\"><points>",
                "<point x=\"0\" y=\"4\"/><point x=\"2\" y=\"4\"/></points></ramp></group></loadprofile></scenario>"));
        Path plan = RunFolders.writePlan(dir, "users", "blade.0.id=users\nblade.0.server=local host\n"
                + "blade.0.injector=ScenarioRunner\nblade.0.argument=scenario=scenarios/users.xis warmup=500ms\n");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path run = RunFolders.only(dir.resolve("report"));
        assertTrue(Files.exists(run.resolve("inputs").resolve("scenarios").resolve("users.xis")), "the scenario is kept");
        List<String> calls = RunFolders.rows(run.resolve("users").resolve("action"));
        // The table says warm-up calls were left out exactly when the rows hold one (field 7, the
        // warm-up flag). Whether a call ends within the first 500 ms depends on the machine: one
        // starved at a load of 8 ended none (its first measured call came 23 s after the start).
        long warmupCalls = calls.stream().filter(row -> row.split(",")[7].equals("true")).count();
        assertEquals(warmupCalls > 0, result.out().contains("warm-up calls left out"), warmupCalls + " warm-up rows; " + result.out());
        // 4 users, each call 2 ms + 3 ms think: at most 800 calls/s for 2 s, fewer on a loaded machine
        // (how many is a speed figure, not this test's). The think time bounds them from above.
        assertTrue(calls.size() >= 4 && calls.size() < 2000, "calls: " + calls.size());
        // The 4 users, as the live view had them (a progress line may not, if the run is over before
        // a tick sees them all: CI13 printed 'no call ended yet', then the blade completed).
        assertTrue(RunFolders.rows(run.resolve("users").resolve("gauges")).stream().anyMatch(row -> row.endsWith(",population,4")));
    }

    @Test
    void aHistogramsOnlyRunStillGivesQuickStatistics() throws Exception {
        scenario("fast.xis", "<scenario><behaviors><plugins><use id=\"t\" name=\"synthetic-target\">"
                + "<params><param name=\"service_time\" value=\"1ms\"/><param name=\"error_rate\" value=\"0.1\"/>"
                + "</params></use></plugins><behavior id=\"b\"><sample use=\"t\" name=\"call\" label=\"fast call, 1%\"/>"
                + "</behavior></behaviors>"
                + "<loadprofile><group behavior=\"b\"><ramp style=\"crenel_hv\"><points><point x=\"0\" y=\"2\"/>"
                + "<point x=\"3\" y=\"2\"/></points></ramp></group></loadprofile></scenario>");
        // The label has a space, a comma and a percent sign: the histogram log must carry it whole.
        Path plan = RunFolders.writePlan(dir, "fast", "blade.0.id=fast\nblade.0.server=local host\n"
                + "blade.0.injector=ScenarioRunner\nblade.0.argument=scenario=scenarios/fast.xis events=histograms\n");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path run = RunFolders.only(dir.resolve("report"));
        assertEquals(0, RunFolders.rows(run.resolve("fast").resolve("action")).size(), "no row per call");
        String row = result.out().lines().filter(line -> line.startsWith("fast ")).findFirst().orElseThrow();
        assertTrue(row.contains(" fast call, 1% "), row);
        long calls = Long.parseLong(row.split("\\s+")[4]);
        long errors = Long.parseLong(row.split("\\s+")[5]);
        // No bound on the number of calls (that would be a throughput figure: a quiet machine makes
        // about 5,000 here, one at a load of 50 made 932): the failure share is checked against the
        // binomial spread of however many there were, 4.5 standard deviations wide (a false failure
        // about once in 150,000 runs), so 5,000 calls must hold 405 to 595 failures.
        assertTrue(calls > 0, row);
        double spread = 4.5 * Math.sqrt(calls * 0.1 * 0.9) + 1;
        assertTrue(Math.abs(errors - calls * 0.1) <= spread, "about 10% failed, from the log's failure histograms: " + row);
    }

    @Test
    void theLoopRunsAsACampaignOfSeries() throws Exception {
        scenario("ping.xis", "<scenario><behaviors><plugins><use id=\"t\" name=\"synthetic-target\">"
                + "<params><param name=\"service_time\" value=\"0ms\"/></params></use></plugins>"
                + "<behavior id=\"ping\"><sample use=\"t\" name=\"call\" label=\"ping\"/></behavior></behaviors></scenario>");
        Path plan = RunFolders.writePlan(dir, "loop", "blade.0.id=loop\nblade.0.server=local host\n"
                + "blade.0.injector=LoopRunner\nblade.0.argument=scenario=scenarios/ping.xis warmup=100 steps=3 calls=50\n");
        CommandResult result = CommandResult.of("run", plan.toString(), "--series", "2",
                "--report-dir", dir.resolve("report").toString(), "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path campaign = RunFolders.only(dir.resolve("report"));
        Properties facts = new Properties();
        try (var in = Files.newBufferedReader(campaign.resolve("campaign.properties"))) {
            facts.load(in);
        }
        assertEquals("2", facts.getProperty("series.completed"));
        for (String series : List.of("series-01", "series-02")) {
            List<String> steps = RunFolders.rows(campaign.resolve(series).resolve("loop").resolve("steps"));
            assertEquals(3, steps.size(), series);
            assertEquals(250, RunFolders.rows(campaign.resolve(series).resolve("loop").resolve("action")).size());
        }
        assertTrue(result.out().contains("=== series 2 of 2"), result.out());
    }
}
