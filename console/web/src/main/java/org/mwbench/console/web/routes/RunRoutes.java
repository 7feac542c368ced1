package org.mwbench.console.web.routes;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.http.StaticAssets;
import org.mwbench.console.web.runs.RunLibrary;

/**
 * The results: {@code /api/runs} lists the stored runs, {@code /api/runs/ID} opens one,
 * and {@code /runs/PATH} serves a stored file, the analysis' {@code report.html} (in a
 * sandbox) among them.
 */
public final class RunRoutes {
    private final RunLibrary library;

    public RunRoutes(RunLibrary library) {
        this.library = library;
    }

    public void api(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET");
        String rest = exchange.getRequestURI().getPath().substring("/api/runs".length());
        if (rest.isEmpty() || rest.equals("/")) {
            Http.sendJson(exchange, 200, java.util.Map.of("folder", library.root().toString(), "runs", library.list()));
            return;
        }
        Http.sendJson(exchange, 200, library.open(rest.substring(1)));
    }

    public void file(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET", "HEAD");
        String relative = exchange.getRequestURI().getPath().substring("/runs/".length());
        Path file = library.file(relative);
        if (file == null) {
            throw ApiException.notFound("no stored file " + relative);
        }
        String name = file.getFileName().toString();
        String type = name.contains(".") ? StaticAssets.typeOf(name) : "text/plain; charset=utf-8";
        if (type.equals("application/octet-stream") || name.endsWith(".ctp") || name.endsWith(".properties")
                || name.endsWith(".csv") || name.endsWith(".hlog") || name.endsWith(".txt") || name.endsWith(".xis")) {
            type = "text/plain; charset=utf-8";
        }
        exchange.getResponseHeaders().set("Content-Security-Policy", Http.REPORT_POLICY);
        exchange.getResponseHeaders().set("Cache-Control", "no-cache");
        try (InputStream in = Files.newInputStream(file)) {
            Http.send(exchange, type, in, Files.size(file));
        }
    }
}
