package org.mwbench.console.web.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.plans.PlanCheck;
import org.mwbench.console.web.plans.PlanDocument;
import org.mwbench.console.web.plans.PlanFolder;
import org.mwbench.console.web.plans.PlanTableFormat;
import org.mwbench.console.web.plans.RowError;
import org.mwbench.platform.supervisor.AgentDirectoryService;

/**
 * The plan view's API: list the plans folder, open a plan as a table, check a table, save
 * it, and read an uploaded file. Every answer carries the errors placed on their rows.
 */
public final class PlanRoutes {
    /** A plan as the page shows it. */
    public record PlanView(String name, String file, PlanDocument document, List<RowError> errors) {
    }

    /** What the page sends: a name and the table. */
    public record PlanRequest(String name, PlanDocument document) {
    }

    private final PlanFolder plans;
    private final AgentDirectoryService directory;

    public PlanRoutes(PlanFolder plans, AgentDirectoryService directory) {
        this.plans = plans;
        this.directory = directory;
    }

    /** {@code GET /api/plans}: the plans folder; {@code GET|PUT /api/plans/NAME}: open or save one. */
    public void plans(HttpExchange exchange) throws IOException, ApiException {
        String rest = exchange.getRequestURI().getPath().substring("/api/plans".length());
        if (rest.isEmpty() || rest.equals("/")) {
            Http.requireMethod(exchange, "GET");
            Http.sendJson(exchange, 200, Map.of("folder", plans.folder().toString(), "plans", plans.names()));
            return;
        }
        String name = rest.substring(1);
        Http.requireMethod(exchange, "GET", "PUT");
        if (Http.method(exchange).equals("GET")) {
            Http.sendJson(exchange, 200, view(name, PlanTableFormat.read(plans.read(name))));
            return;
        }
        PlanRequest request = Http.bodyAs(exchange, PlanRequest.class);
        PlanDocument document = document(request);
        plans.write(name, PlanTableFormat.write(document));
        Http.sendJson(exchange, 200, view(name, document));
    }

    /** {@code POST /api/plan-check}: the table's errors, as a deploy would find them, nothing saved. */
    public void check(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "POST");
        Http.sendJson(exchange, 200, checked(Http.bodyAs(exchange, PlanRequest.class)));
    }

    /** What {@code POST /api/plan-check} answers for the table it was sent. */
    PlanView checked(PlanRequest request) throws ApiException {
        return view(request.name(), document(request));
    }

    /** {@code POST /api/plan-parse}: an uploaded file's text as a table, with its errors, nothing saved. */
    public void parse(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "POST");
        Http.sendJson(exchange, 200, uploaded(Http.bodyJson(exchange)));
    }

    /** What {@code POST /api/plan-parse} answers for the file text it was sent. */
    PlanView uploaded(JsonNode body) throws ApiException {
        return view(body.path("name").asText(""), PlanTableFormat.read(body.path("text").asText("")));
    }

    /** Checks the table as it would be saved under that name. */
    PlanCheck.Result check(String name, PlanDocument document) throws ApiException {
        return PlanCheck.check(document, PlanFolder.checkedName(name), plans.fileOf(name), directory.names(),
                PlanRoutes.class.getClassLoader());
    }

    private PlanView view(String name, PlanDocument document) throws ApiException {
        PlanCheck.Result result = check(name, document);
        return new PlanView(name, plans.fileOf(name).toString(), document, result.errors());
    }

    static PlanDocument document(PlanRequest request) throws ApiException {
        if (request.document() == null) {
            throw ApiException.badRequest("the request has no 'document' (the plan table)");
        }
        return request.document();
    }
}
