package org.mwbench.console.web.routes;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.net.InetAddress;
import java.util.Map;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.http.StaticAssets;
import org.mwbench.console.web.security.LoginThrottle;
import org.mwbench.console.web.security.Sessions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pages: the console itself at {@code /}, which also takes the token of the URL
 * printed at start, and the login form that takes the shared secret. A good token or
 * secret opens a session (an HttpOnly, SameSite=Strict cookie) and sends the browser to
 * {@code /}, so the token leaves the address bar and the history. A right token or secret
 * is checked first and always gets in: the {@link LoginThrottle} acts on wrong ones only.
 */
public final class PageRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(PageRoutes.class);

    private final Sessions sessions;
    private final LoginThrottle throttle = new LoginThrottle();
    private final StaticAssets assets;

    public PageRoutes(Sessions sessions, StaticAssets assets) {
        this.sessions = sessions;
        this.assets = assets;
    }

    /** {@code /}: the token login, or the console for a session, or the login page. Other paths: 404. */
    public void root(HttpExchange exchange) throws IOException, ApiException {
        String path = exchange.getRequestURI().getPath();
        if (!path.equals("/") && !path.equals("/index.html")) {
            throw ApiException.notFound("no page " + path);
        }
        Http.requireMethod(exchange, "GET", "HEAD");
        String token = Http.query(exchange).get("token");
        if (token != null) {
            if (sessions.tokenMatches(token)) {
                startSession(exchange);
                return;
            }
            if (throttledAfterWrong(exchange, "token")) {
                throw new ApiException(429, "too many wrong logins from your address; wait a minute");
            }
            Http.redirect(exchange, "/login?failed=token");
            return;
        }
        if (!sessions.isValid(Http.cookie(exchange, Sessions.COOKIE))) {
            Http.redirect(exchange, "/login");
            return;
        }
        assets.serveOwn(exchange, "index.html");
    }

    /** {@code /login}: the form (GET) and the shared secret it posts (POST). */
    public void login(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET", "HEAD", "POST");
        if (!Http.method(exchange).equals("POST")) {
            assets.serveOwn(exchange, "login.html");
            return;
        }
        Map<String, String> form = Http.form(Http.bodyText(exchange));
        if (sessions.secretMatches(form.get("secret"))) {
            startSession(exchange);
            return;
        }
        Http.redirect(exchange, throttledAfterWrong(exchange, "secret") ? "/login?failed=throttled" : "/login?failed=secret");
    }

    /**
     * Notes a wrong token or secret against its source. It is logged until the source has
     * made too many; then it is to be refused, quietly.
     */
    private boolean throttledAfterWrong(HttpExchange exchange, String what) {
        InetAddress source = exchange.getRemoteAddress().getAddress();
        if (throttle.failed(source)) {
            return true;
        }
        LOG.warn("refused a login with a wrong {} from {}", what, source.getHostAddress());
        return false;
    }

    /** {@code /logout}: ends the session. */
    public void logout(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "POST");
        sessions.close(Http.cookie(exchange, Sessions.COOKIE));
        exchange.getResponseHeaders().add("Set-Cookie", Sessions.COOKIE + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict");
        Http.redirect(exchange, "/login");
    }

    private void startSession(HttpExchange exchange) throws IOException {
        String id = sessions.open();
        exchange.getResponseHeaders().add("Set-Cookie", Sessions.COOKIE + "=" + id + "; Path=/; HttpOnly; SameSite=Strict");
        Http.redirect(exchange, "/");
    }
}
