package org.mwbench.console.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every request goes through before its route: the Host check (DNS rebinding), the
 * Origin check on anything that changes state (CSRF), the session check, the common
 * headers, and the one place where failures become answers.
 */
final class Guard {
    private static final Logger LOG = LoggerFactory.getLogger(Guard.class);

    private final OriginPolicy origins;
    private final Sessions sessions;

    Guard(OriginPolicy origins, Sessions sessions) {
        this.origins = origins;
        this.sessions = sessions;
    }

    /** No session needed: the login page and the little it shows. */
    HttpHandler open(Route route) {
        return exchange -> run(exchange, route, Access.OPEN);
    }

    /** A page: without a session the browser is sent to the login page. */
    HttpHandler page(Route route) {
        return exchange -> run(exchange, route, Access.PAGE);
    }

    /** The JSON API: without a session the answer is 401, which the page turns into the login page. */
    HttpHandler api(Route route) {
        return exchange -> run(exchange, route, Access.API);
    }

    private enum Access { OPEN, PAGE, API }

    private void run(HttpExchange exchange, Route route, Access access) throws IOException {
        try {
            Http.commonHeaders(exchange);
            String host = exchange.getRequestHeaders().getFirst("Host");
            if (!origins.hostAllowed(host)) {
                LOG.warn("refused a request for host '{}' from {}: not a name of this console", host,
                        exchange.getRemoteAddress());
                Http.sendText(exchange, 421, "this console answers only as " + origins.hosts()
                        + "; the Host header '" + host + "' is not one of them\n");
                return;
            }
            String method = Http.method(exchange);
            if (!method.equals("GET") && !method.equals("HEAD")
                    && !origins.originAllowed(exchange.getRequestHeaders().getFirst("Origin"))) {
                LOG.warn("refused a {} from origin '{}': not this console's", method,
                        exchange.getRequestHeaders().getFirst("Origin"));
                Http.sendText(exchange, 403, "cross-origin requests are refused\n");
                return;
            }
            if (access != Access.OPEN && !sessions.isValid(Http.cookie(exchange, Sessions.COOKIE))) {
                if (access == Access.PAGE) {
                    Http.redirect(exchange, "/login");
                } else {
                    Http.sendJson(exchange, 401, Map.of("error", "log in first: open the URL the console printed, "
                            + "or give the shared secret at /login"));
                }
                return;
            }
            route.handle(exchange);
        } catch (ApiException e) {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("error", e.getMessage());
            if (e.details() != null) {
                body.put("details", e.details());
            }
            answerFailure(exchange, e.status(), body);
        } catch (IOException e) {
            LOG.debug("request {} {} ended: {}", exchange.getRequestMethod(), exchange.getRequestURI(), e.toString());
            exchange.close();
        } catch (Exception e) {
            LOG.error("request {} {} failed", exchange.getRequestMethod(), exchange.getRequestURI(), e);
            answerFailure(exchange, 500, Map.of("error", e.getClass().getSimpleName() + ": " + e.getMessage()));
        }
    }

    private static void answerFailure(HttpExchange exchange, int status, Map<String, Object> body) {
        try {
            if (exchange.getResponseCode() == -1) {
                Http.sendJson(exchange, status, body);
            } else {
                exchange.close(); // the answer had begun: nothing more can be said
            }
        } catch (IOException e) {
            exchange.close();
        }
    }
}
