package org.mwbench.console.web;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.util.Map;

/** {@code GET /api/agents}: the registered agents, with host and JVM. */
final class AgentsRoute {
    private final AgentCatalog catalog;

    AgentsRoute(AgentCatalog catalog) {
        this.catalog = catalog;
    }

    void handle(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET");
        Http.sendJson(exchange, 200, Map.of("agents", catalog.list()));
    }
}
