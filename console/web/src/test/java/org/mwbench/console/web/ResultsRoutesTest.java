package org.mwbench.console.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.console.web.http.Http;
import org.mwbench.results.store.ResultsDatabase;

/**
 * The results view's JSON routes over raw HTTP, on the embedded database of the runs folder:
 * the catalog, a case's history with its intervals and report links (only for runs in the runs
 * folder), regressions, comparisons, a hostile plan name kept as data, bad input refused with
 * 400, and nothing answered without a session.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ResultsRoutesTest {
    @TempDir
    Path dir;

    static String url(ConsoleUnderTest console) {
        return ResultsDatabase.urlOf(null, Map.of(), console.reports);
    }

    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** The rmi ping case's key and the testbed's key, from the catalog. */
    static String[] rmiPingOnItsTestbed(ConsoleApi api) throws Exception {
        JsonNode catalog = api.get("/api/results");
        for (JsonNode c : catalog.get("cases")) {
            if (c.get("middleware").asText().equals("rmi") && c.get("operation").asText().equals("ping")) {
                return new String[] {c.get("caseId").asText(), catalog.get("testbeds").get(0).get("testbedId").asText()};
            }
        }
        throw new AssertionError("no rmi ping case in " + catalog);
    }

    @Test
    void historyOfACaseHasItsPointsIntervalsAndReports() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s")) {
            StoredRuns.loopCampaigns(console.reports, url(console), 3);
            StoredRuns.scenarioRunElsewhere(Files.createDirectories(dir.resolve("elsewhere")), url(console));
            ConsoleApi api = new ConsoleApi(console);

            JsonNode catalog = api.get("/api/results");
            assertTrue(catalog.get("stored").asBoolean());
            assertTrue(catalog.get("database").asText().endsWith("results.db"), catalog.get("database").asText());
            assertEquals(4, catalog.get("plans").findValues("runs").stream().mapToInt(JsonNode::asInt).sum());

            String[] key = rmiPingOnItsTestbed(api);
            JsonNode history = api.get("/api/results/history?case=" + key[0] + "&testbed=" + key[1] + "&metric=p99");
            assertEquals("ns", history.get("unit").asText());
            JsonNode points = history.get("points");
            assertEquals(3, points.size(), points.toString());
            for (JsonNode view : points) {
                JsonNode point = view.get("point");
                assertTrue(point.get("low").asDouble() <= point.get("value").asDouble()
                        && point.get("value").asDouble() <= point.get("high").asDouble(), point.toString());
                assertEquals("/runs/" + point.get("folderName").asText() + "/report.html", view.get("reportUrl").asText());
            }
            assertFalse(history.get("check").get("check").get("judged").asBoolean(), "two earlier runs: not judged");
            // the linked report is served, in its sandbox
            RawHttp.Response report = new RawHttp(console.console.port()).get(points.get(0).get("reportUrl").asText(),
                    console.logIn());
            assertEquals(200, report.status());
            assertTrue(report.header("content-security-policy").startsWith("sandbox"));

            JsonNode regressions = api.get("/api/results/regressions?metric=mean");
            assertTrue(regressions.get("checks").size() >= 3, regressions.toString());
            regressions.get("checks").forEach(view -> assertFalse(view.get("check").get("regressed").asBoolean()));
            // the run stored from elsewhere is in the database, but has no report in this runs folder
            JsonNode elsewhere = null;
            for (JsonNode view : regressions.get("checks")) {
                if (view.get("check").get("latest").get("folderName").asText().equals("scenario-run")) {
                    elsewhere = view;
                }
            }
            assertEquals("", elsewhere.get("reportUrl").asText());

            JsonNode compare = api.get("/api/results/compare?a=" + encode("plan=loop,last=3") + "&b="
                    + encode("run=loop-campaign-2") + "&metric=median");
            assertEquals(3, compare.get("runsA").size());
            assertEquals(0, compare.get("unpaired").size(), compare.toString());
            assertTrue(compare.get("pairs").size() >= 2, compare.toString());
        }
    }

    @Test
    void aHostilePlanNameIsDataAndBadInputIsRefused() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s")) {
            StoredRuns.hostilePlan(Files.createDirectories(dir.resolve("elsewhere")), url(console));
            ConsoleApi api = new ConsoleApi(console);
            RawHttp.Response raw = new RawHttp(console.console.port()).get("/api/results", console.logIn());
            assertTrue(raw.header("content-type").startsWith("application/json"), raw.header("content-type"));
            assertEquals("nosniff", raw.header("x-content-type-options"));
            JsonNode plans = Http.JSON.readTree(raw.body()).get("plans");
            assertEquals(StoredRuns.HOSTILE_PLAN, plans.get(0).get("planName").asText(), "the name comes back intact");

            JsonNode compare = api.get("/api/results/compare?a=" + encode("plan=" + StoredRuns.HOSTILE_PLAN) + "&b="
                    + encode("run=hostile-run"));
            assertEquals(1, compare.get("runsA").size());
            assertEquals("plan=" + StoredRuns.HOSTILE_PLAN + ",last=1", compare.get("selectionA").asText());

            JsonNode unknown = api.call(400, "GET", "/api/results/compare?a=" + encode("plan=<b>none</b>") + "&b="
                    + encode("run=hostile-run"), null);
            assertTrue(unknown.get("error").asText().contains("no stored run of plan '<b>none</b>'"), unknown.toString());
            api.call(400, "GET", "/api/results/compare?a=" + encode("colour=red") + "&b=" + encode("run=x"), null);
            api.call(400, "GET", "/api/results/regressions?metric=" + encode("p42<i>"), null);
            api.call(400, "GET", "/api/results/history?case=x", null);
            api.call(404, "GET", "/api/results/history?case=nothing&testbed=x", null);
            api.call(404, "GET", "/api/results/anything", null);
            api.call(405, "POST", "/api/results", Map.of());
        }
    }

    @Test
    void nothingIsAnsweredWithoutASessionAndNoDatabaseIsCreatedByReading() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s")) {
            RawHttp http = new RawHttp(console.console.port());
            for (String path : new String[] {"/api/results", "/api/results/history?case=a&testbed=b",
                    "/api/results/regressions", "/api/results/compare?a=plan%3Dloop&b=plan%3Dloop"}) {
                RawHttp.Response refused = http.get(path);
                assertEquals(401, refused.status(), path + ": " + refused.body());
                assertFalse(refused.body().contains("cases"), refused.body());
            }
            ConsoleApi api = new ConsoleApi(console);
            assertFalse(api.get("/api/results").get("stored").asBoolean());
            JsonNode none = api.call(404, "GET", "/api/results/regressions", null);
            assertTrue(none.get("error").asText().contains("no run is stored"), none.toString());
            assertFalse(Files.exists(console.reports.resolve(ResultsDatabase.FILE)), "a read creates no database");
        }
    }
}
