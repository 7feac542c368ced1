package org.mwbench.console.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunReader;

/**
 * The console's API driven as the page drives it, with no browser: plans opened, checked
 * and saved with their errors on the rows, the whole life cycle with only the allowed steps
 * accepted, live ticks, alarms from a blade's alarm file, the collected run stored in the
 * results database, and the stored run opened.
 */
class ConsoleApiFlowTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(120)
    void runsTheQuickstartThroughTheApi() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "30s")) {
            ConsoleApi api = new ConsoleApi(console);
            assertEquals("quickstart", api.get("/api/plans").path("plans").get(0).asText());
            assertEquals("local host", api.get("/api/agents").path("agents").get(0).path("name").asText());

            JsonNode plan = api.get("/api/plans/quickstart");
            assertEquals(2, plan.path("document").path("rows").size());
            assertEquals(0, plan.path("errors").size(), plan.toString());
            assertEquals(List.of("deploy"), allowed(api));

            api.post("/api/control/deploy", Map.of("name", "quickstart", "document", plan.path("document")));
            assertEquals(List.of("init", "stop"), allowed(api));
            api.call(409, "POST", "/api/control/start", Map.of()); // not before init
            api.post("/api/control/init", Map.of());
            assertEquals(List.of("start", "stop"), allowed(api));
            JsonNode started = api.post("/api/control/start", Map.of());
            assertTrue(started.path("message").asText().startsWith("started; start skew"), started.toString());

            JsonNode live = awaitStatus(api, status -> callsPerSecond(status) > 0);
            assertTrue(live.path("allowed").toString().contains("suspend"), live.toString());
            assertEquals("running", live.path("run").path("states").path("synthetic-fast").asText());
            assertEquals(600, live.path("window").asInt());

            api.post("/api/control/suspend", Map.of());
            awaitStatus(api, status -> status.path("allowed").toString().contains("resume"));
            api.post("/api/control/resume", Map.of());
            api.post("/api/control/stop", Map.of());
            JsonNode stopped = awaitStatus(api, status -> status.path("allowed").toString().equals("[\"collect\"]"));
            assertEquals("stopped", stopped.path("run").path("states").path("synthetic-slow").asText());
            JsonNode collected = api.post("/api/control/collect", Map.of());
            assertTrue(collected.path("message").asText().startsWith("collected 2 blade(s)"), collected.toString());
            // stored at its end, as mwbench run stores its runs, and marked cut short: the stop button ended it
            assertTrue(collected.path("message").asText().contains("; stored in the results database"),
                    collected.toString());
            ResultsDatabase results = ResultsDatabase.open("jdbc:sqlite:" + console.reports.resolve(ResultsDatabase.FILE));
            Path folder = Path.of(collected.path("runFolder").asText());
            assertTrue(new RunReader(results).read(RunFolderReader.idOf(folder)).cutShort());

            JsonNode after = api.get("/api/status");
            assertTrue(after.path("run").isNull());
            assertEquals(List.of("deploy"), allowed(api));
            String runId = after.path("lastRun").asText();
            assertTrue(runId.startsWith("quickstart_"), after.toString());
            assertFalse(after.path("ticks").isEmpty(), "the last run's charts stay until the next deploy");

            JsonNode runs = api.get("/api/runs").path("runs");
            assertEquals(1, runs.size());
            assertEquals(runId, runs.get(0).path("id").asText());
            assertEquals("quickstart", runs.get(0).path("plan").asText());
            assertTrue(runs.get(0).path("summary").asText().startsWith("2 blades, "), runs.toString());
            JsonNode details = api.get("/api/runs/" + runId);
            assertEquals(2, details.path("statistics").size(), details.toString());
            assertEquals("", details.path("reportUrl").asText());
            assertTrue(details.path("facts").has("start.skew_ns"));
        }
    }

    @Test
    @Timeout(120)
    void aDeployWithErrorsPutsThemOnTheirRowsAndDeploysNothing() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s")) {
            ConsoleApi api = new ConsoleApi(console);
            JsonNode document = api.get("/api/plans/quickstart").path("document");
            Map<String, Object> broken = Map.of("header", List.of("#CLIF test plan"), "rows", List.of(
                    row("local host", "fine", "SyntheticInjector", "threads=1 duration=1s"),
                    row("nowhere", "lost", "SyntheticInjector", ""),
                    row("local host", "", "NoSuchBlade", "")));
            JsonNode refused = api.call(422, "POST", "/api/control/deploy", Map.of("name", "broken", "document", broken));
            List<String> placed = new ArrayList<>();
            refused.path("details").forEach(error -> placed.add(error.path("row").asInt() + ":" + error.path("column").asText()));
            assertEquals(List.of("2:id"), placed, "the parser stops at text errors first: " + refused);

            Map<String, Object> unknownAgentAndClass = Map.of("header", List.of(), "rows", List.of(
                    row("local host", "fine", "SyntheticInjector", ""),
                    row("nowhere", "lost", "SyntheticInjector", ""),
                    row("local host", "odd", "NoSuchBlade", "")));
            JsonNode checked = api.post("/api/plan-check", Map.of("name", "broken", "document", unknownAgentAndClass));
            placed.clear();
            checked.path("errors").forEach(error -> placed.add(error.path("row").asInt() + ":" + error.path("column").asText()));
            assertEquals(List.of("1:server", "2:className"), placed, checked.toString());
            assertTrue(checked.path("errors").get(0).path("location").asText().endsWith("broken.ctp:8"), checked.toString());
            assertTrue(api.get("/api/runs").path("runs").isEmpty(), "nothing deployed, nothing stored");
            assertEquals(List.of("deploy"), allowed(api));

            // an uploaded file opens as a table, with its errors placed, and is not saved
            JsonNode uploaded = api.post("/api/plan-parse", Map.of("name", "uploaded",
                    "text", "blade.0.id=x\nblade.0.server=local host\nblade.0.injector=SyntheticInjector\nblade.0.colour=red\n"));
            assertEquals(1, uploaded.path("document").path("rows").size());
            assertEquals("[\"blade.0.colour\"]", uploaded.path("document").path("dropped").toString());
            assertFalse(Files.exists(console.plans.resolve("uploaded.ctp")));

            // saving keeps the table as a plan file, header and all
            JsonNode saved = api.call(200, "PUT", "/api/plans/edited", Map.of("name", "edited", "document", document));
            assertEquals(0, saved.path("errors").size());
            String text = Files.readString(console.plans.resolve("edited.ctp"));
            assertTrue(text.startsWith("#CLIF test plan\n# The quickstart"), text);
            assertTrue(text.contains("blade.1.argument=threads=2 duration=1s service_time=10ms think_time=5ms"), text);
            assertEquals(List.of("edited", "quickstart"), List.of(api.get("/api/plans").path("plans").get(0).asText(),
                    api.get("/api/plans").path("plans").get(1).asText()));
        }
    }

    @Test
    @Timeout(120)
    void aBladeThatFailsShowsItsAlarm() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s")) {
            ConsoleApi api = new ConsoleApi(console);
            // A bad argument is refused before anything is deployed, on its row...
            JsonNode refused = api.call(422, "POST", "/api/control/deploy", Map.of("name", "refused", "document",
                    Map.of("header", List.of(), "rows", List.of(row("local host", "bad-arguments", "SyntheticInjector",
                            "threads=many")))));
            assertTrue(refused.toString().contains("parameter 'threads' = 'many' is not valid"), refused.toString());
            // ...and so is a scenario naming no installed plugin; the blade that fails here fails at init:
            // its plugin and parameters are known, but the target it makes refuses a freeze longer than
            // its period, which only making the target finds.
            java.nio.file.Files.writeString(console.plans.resolve("broken.xis"), "<scenario><behaviors><plugins>"
                    + "<use id=\"x\" name=\"synthetic-target\"><params><param name=\"stall_every\" value=\"1s\"/>"
                    + "<param name=\"stall_for\" value=\"2s\"/></params></use></plugins><behavior id=\"b\">"
                    + "<sample use=\"x\" name=\"call\"/></behavior></behaviors></scenario>");
            Map<String, Object> plan = Map.of("header", List.of(), "rows", List.of(
                    row("local host", "bad-arguments", "LoopRunner", "scenario=broken.xis warmup=0 steps=1 calls=1")));
            api.post("/api/control/deploy", Map.of("name", "alarming", "document", plan));
            JsonNode failed = api.call(409, "POST", "/api/control/init", Map.of());
            assertTrue(failed.path("error").asText().startsWith("init failed"), failed.toString());
            JsonNode status = awaitStatus(api, s -> {
                for (JsonNode alarm : s.path("alarms")) {
                    if (alarm.path("blade").asText().equals("bad-arguments") && alarm.path("severity").asText().equals("FATAL")) {
                        return true;
                    }
                }
                return false;
            });
            assertTrue(status.path("alarms").toString().contains("stall_for"), status.toString());
            assertTrue(status.path("alarms").toString().contains("init failed"), "the console's own alarm too");
            assertEquals(List.of("collect"), allowed(api));
            api.post("/api/control/collect", Map.of());
            assertTrue(api.get("/api/runs").path("runs").get(0).path("summary").asText().contains("1 aborted"));
        }
    }

    static Map<String, String> row(String server, String id, String className, String argument) {
        return Map.of("server", server, "id", id, "kind", "injector", "className", className, "argument", argument);
    }

    static List<String> allowed(ConsoleApi api) throws Exception {
        List<String> steps = new ArrayList<>();
        api.get("/api/status").path("allowed").forEach(step -> steps.add(step.asText()));
        return steps;
    }

    static double callsPerSecond(JsonNode status) {
        double best = 0;
        for (JsonNode tick : status.path("ticks")) {
            for (JsonNode interval : tick.path("intervals")) {
                best = Math.max(best, interval.path("callsPerSecond").asDouble());
            }
        }
        return best;
    }

    static JsonNode awaitStatus(ConsoleApi api, Predicate<JsonNode> condition) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        JsonNode status;
        do {
            status = api.get("/api/status");
            if (condition.test(status)) {
                return status;
            }
            Thread.sleep(200);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("the console never reached the expected status; last: " + status);
    }
}
