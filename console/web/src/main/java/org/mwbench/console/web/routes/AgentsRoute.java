package org.mwbench.console.web.routes;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.util.Map;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.live.AgentCatalog;

/** {@code GET /api/agents}: the registered agents, with host and JVM. */
public final class AgentsRoute {
    private final AgentCatalog catalog;

    public AgentsRoute(AgentCatalog catalog) {
        this.catalog = catalog;
    }

    public void handle(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET");
        Http.sendJson(exchange, 200, Map.of("agents", catalog.list()));
    }
}
