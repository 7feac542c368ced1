package org.mwbench.console.web.security;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.http.HttpWorkers;
import org.mwbench.console.web.http.Route;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every request goes through before its route: the Host check (DNS rebinding), the
 * Origin check on anything that changes state (CSRF), the session check, the common
 * headers, and the one place where failures become answers.
 *
 * <p>All the checks look at the headers alone: a request that fails one is answered without
 * its body ever being read, so a client without a session cannot make the console wait for
 * one. A request that passes has its body read, within a limit, before the route runs, and
 * from then on it is no longer under the {@link HttpWorkers#READ_LIMIT}.
 */
public final class Guard {
    private static final Logger LOG = LoggerFactory.getLogger(Guard.class);

    /** The largest body taken without a session: the login form's secret is 71 bytes. */
    public static final int FORM_BODY_LIMIT = 1 << 10;
    /** The largest body taken with a session: a plan is a few kilobytes. */
    public static final int API_BODY_LIMIT = 1 << 20;

    private final OriginPolicy origins;
    private final Sessions sessions;
    private final HttpWorkers workers;

    public Guard(OriginPolicy origins, Sessions sessions, HttpWorkers workers) {
        this.origins = origins;
        this.sessions = sessions;
        this.workers = workers;
    }

    /** No session needed: the login page and the little it shows. */
    public HttpHandler open(Route route) {
        return exchange -> run(exchange, route, Access.OPEN);
    }

    /** A page: without a session the browser is sent to the login page. */
    public HttpHandler page(Route route) {
        return exchange -> run(exchange, route, Access.PAGE);
    }

    /** The JSON API: without a session the answer is 401, which the page turns into the login page. */
    public HttpHandler api(Route route) {
        return exchange -> run(exchange, route, Access.API);
    }

    private enum Access {
        OPEN(FORM_BODY_LIMIT), PAGE(FORM_BODY_LIMIT), API(API_BODY_LIMIT);

        final int bodyLimit;

        Access(int bodyLimit) {
            this.bodyLimit = bodyLimit;
        }
    }

    private void run(HttpExchange exchange, Route route, Access access) throws IOException {
        try {
            Http.commonHeaders(exchange);
            if (refusedByHeaders(exchange, access)) {
                return;
            }
            byte[] body = Http.readBody(exchange, access.bodyLimit);
            workers.requestRead();
            exchange.setStreams(new ByteArrayInputStream(body), null);
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
            throw e; // the JDK's server closes the connection and forgets it
        } catch (Exception e) {
            LOG.error("request {} {} failed", exchange.getRequestMethod(), exchange.getRequestURI(), e);
            answerFailure(exchange, 500, Map.of("error", e.getClass().getSimpleName() + ": " + e.getMessage()));
        }
    }

    /** Answers and returns true when the Host, the Origin or the session is not right. */
    private boolean refusedByHeaders(HttpExchange exchange, Access access) throws IOException {
        String host = exchange.getRequestHeaders().getFirst("Host");
        if (!origins.hostAllowed(host)) {
            LOG.warn("refused a request for host '{}' from {}: not a name of this console", host,
                    exchange.getRemoteAddress());
            Http.sendText(exchange, 421, "this console answers only as " + origins.hosts()
                    + "; the Host header '" + host + "' is not one of them\n");
            return true;
        }
        String method = Http.method(exchange);
        if (!method.equals("GET") && !method.equals("HEAD")
                && !origins.originAllowed(exchange.getRequestHeaders().getFirst("Origin"))) {
            LOG.warn("refused a {} from origin '{}': not this console's", method,
                    exchange.getRequestHeaders().getFirst("Origin"));
            Http.sendText(exchange, 403, "cross-origin requests are refused\n");
            return true;
        }
        if (access != Access.OPEN && !sessions.isValid(Http.cookie(exchange, Sessions.COOKIE))) {
            if (access == Access.PAGE) {
                Http.redirect(exchange, "/login");
            } else {
                Http.sendJson(exchange, 401, Map.of("error", "log in first: open the URL the console printed, "
                        + "or give the shared secret at /login"));
            }
            return true;
        }
        return false;
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
