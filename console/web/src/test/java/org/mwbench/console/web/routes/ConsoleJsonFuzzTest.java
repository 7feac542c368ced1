package org.mwbench.console.web.routes;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.plans.PlanFolder;
import org.mwbench.contract.fuzz.AllocationBudget;
import org.mwbench.platform.supervisor.AgentDirectoryService;

/**
 * The web console's reading of a JSON request body, as the plan routes take it: the bytes as a
 * tree ({@link Http#json}), the tree as a {@link PlanRoutes.PlanRequest} checked as
 * {@code POST /api/plan-check}, {@code PUT /api/plans/NAME} and a deploy do (the table written
 * as a plan, parsed, its blades resolved), and as an uploaded file read into a table as
 * {@code POST /api/plan-parse} does; then each answer written as JSON. A body is refused with an
 * {@link ApiException} (a 400) or answered, the plan's own errors placed on its rows; nothing
 * else escapes, within the allocation budget. The corpus starts from the bodies the page sends.
 */
class ConsoleJsonFuzzTest {

    // Nothing is saved: the folder only names the plan's file and is where its files would be.
    private static final PlanRoutes ROUTES = new PlanRoutes(
            new PlanFolder(Path.of("target", "console-json-fuzz", "plans")), new AgentDirectoryService());

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void anyBodyIsRefusedOrAnswered(byte[] input) throws Exception {
        AllocationBudget.check("console JSON body", () -> {
            JsonNode body;
            try {
                body = Http.json(input);
            } catch (ApiException | IOException refused) {
                return; // documented: a 400
            }
            try {
                Http.JSON.writeValueAsBytes(ROUTES.checked(Http.treeAs(body, PlanRoutes.PlanRequest.class)));
            } catch (ApiException refused) {
                // documented: a 400, e.g. no document or a bad plan name
            }
            try {
                Http.JSON.writeValueAsBytes(ROUTES.uploaded(body));
            } catch (ApiException refused) {
                // documented: a 400, e.g. a bad plan name or text that is no properties file
            }
        });
    }
}
