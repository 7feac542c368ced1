package org.mwbench.console.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.results.PostgresServer;

/**
 * The results routes on PostgreSQL: a real server from Debian's package (the results module's
 * {@link PostgresServer}: initdb in a temporary folder, on 127.0.0.1, stopped and deleted after),
 * the console given its URL as {@code mwbench console --db URL} gives it. Skipped, saying so,
 * without the package.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class ResultsPostgresTest {
    @TempDir
    Path dir;

    @Test
    void historyAndCompareAnswerFromAPostgresqlServer() throws Exception {
        Optional<Path> bin = PostgresServer.binaries();
        Assumptions.assumeTrue(bin.isPresent(), "PostgreSQL is not installed (Debian package postgresql; "
                + "deploy/setup-machine.sh --tests installs it)");
        try (PostgresServer server = PostgresServer.start(bin.get())) {
            String url = server.createDatabase("console_results");
            try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s", url)) {
                StoredRuns.loopCampaigns(console.reports, url, 3);
                ConsoleApi api = new ConsoleApi(console);
                JsonNode catalog = api.get("/api/results");
                assertTrue(catalog.get("database").asText().startsWith("jdbc:postgresql://127.0.0.1:"), catalog.toString());

                String[] key = ResultsRoutesTest.rmiPingOnItsTestbed(api);
                JsonNode points = api.get("/api/results/history?case=" + key[0] + "&testbed=" + key[1] + "&metric=p99")
                        .get("points");
                assertEquals(3, points.size(), points.toString());
                points.forEach(view -> assertTrue(view.get("reportUrl").asText().endsWith("/report.html")));

                JsonNode compare = api.get("/api/results/compare?a=" + ResultsRoutesTest.encode("plan=loop,last=2")
                        + "&b=" + ResultsRoutesTest.encode("run=loop-campaign-3"));
                assertEquals(2, compare.get("runsA").size());
                assertEquals(0, compare.get("unpaired").size(), compare.toString());
            }
        }
    }
}
