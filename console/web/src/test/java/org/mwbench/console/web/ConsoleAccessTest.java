package org.mwbench.console.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Who gets in, over real HTTP: the token URL and the shared secret open a session (an
 * HttpOnly, SameSite=Strict cookie); nothing else does; a forged Host (DNS rebinding) and a
 * foreign Origin (CSRF) are refused even with a session; paths cannot leave their folders.
 */
class ConsoleAccessTest {
    @TempDir
    static Path dir;

    static ConsoleUnderTest console;
    static RawHttp http;

    @BeforeAll
    static void start() throws Exception {
        console = ConsoleUnderTest.start(dir, "1s");
        http = new RawHttp(console.console.port());
    }

    @AfterAll
    static void stop() {
        console.close();
    }

    private static String session() throws Exception {
        RawHttp.Response login = http.get("/?token=" + console.token());
        return login.sessionCookie();
    }

    @Test
    void withoutASessionOnlyTheLoginPageIsServed() throws Exception {
        RawHttp.Response root = http.get("/");
        assertEquals(303, root.status());
        assertEquals("/login", root.header("location"));
        assertEquals(401, http.get("/api/status").status());
        assertEquals(401, http.send("POST", "/api/control/stop", "application/json", "{}").status());
        assertEquals(303, http.get("/static/js/app.js").status());
        assertEquals(303, http.get("/webjars/uplot/dist/uPlot.esm.js").status());
        RawHttp.Response login = http.get("/login");
        assertEquals(200, login.status());
        assertTrue(login.body().contains("Shared secret"));
        assertNotNull(login.header("content-security-policy"));
        assertEquals(200, http.get("/static/login/login.css").status());
    }

    @Test
    void theTokenUrlOpensASessionAndLeavesTheAddressBar() throws Exception {
        RawHttp.Response login = http.get("/?token=" + console.token());
        assertEquals(303, login.status());
        assertEquals("/", login.header("location"), "the token must leave the address bar");
        String cookie = login.header("set-cookie");
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"), cookie);
        String session = login.sessionCookie();
        RawHttp.Response page = http.get("/", RawHttp.sessionHeader(session));
        assertEquals(200, page.status());
        assertTrue(page.body().contains("mwbench console"));
        assertTrue(page.header("content-security-policy").contains("script-src 'self'"));
        assertEquals("no-referrer", page.header("referrer-policy"));
        assertEquals(200, http.get("/api/status", RawHttp.sessionHeader(session)).status());
        RawHttp.Response chart = http.get("/webjars/uplot/dist/uPlot.esm.js", RawHttp.sessionHeader(session));
        assertEquals(200, chart.status());
        assertTrue(chart.header("content-type").startsWith("text/javascript"));
    }

    @Test
    void aWrongTokenOrSessionGetsNothing() throws Exception {
        RawHttp.Response wrong = http.get("/?token=0123456789abcdef");
        assertEquals(303, wrong.status());
        assertEquals("/login?failed=token", wrong.header("location"));
        assertNull(wrong.sessionCookie());
        assertEquals(401, http.get("/api/status", RawHttp.sessionHeader("forged")).status());
    }

    @Test
    void theLoginFormTakesTheSharedSecretAndNothingElse() throws Exception {
        RawHttp.Response good = http.send("POST", "/login", "application/x-www-form-urlencoded",
                "secret=" + console.secretHex());
        assertEquals(303, good.status());
        assertEquals("/", good.header("location"));
        assertNotNull(good.sessionCookie());
        assertEquals(200, http.get("/api/agents", RawHttp.sessionHeader(good.sessionCookie())).status());

        RawHttp.Response bad = http.send("POST", "/login", "application/x-www-form-urlencoded",
                "secret=" + "00".repeat(32));
        assertEquals("/login?failed=secret", bad.header("location"));
        assertNull(bad.sessionCookie());
        RawHttp.Response notHex = http.send("POST", "/login", "application/x-www-form-urlencoded", "secret=hello");
        assertEquals("/login?failed=secret", notHex.header("location"));
    }

    @Test
    void aForeignHostIsRefusedEvenWithASession() throws Exception {
        String cookie = RawHttp.sessionHeader(session());
        // DNS rebinding: the attacker's name resolves to 127.0.0.1, the browser sends that name
        RawHttp.Response rebound = http.get("/api/status", "Host: attacker.example:" + console.console.port(), cookie);
        assertEquals(421, rebound.status());
        assertEquals(421, http.get("/login", "Host: attacker.example").status());
        assertEquals(200, http.get("/api/status", "Host: localhost:" + console.console.port(), cookie).status());
    }

    @Test
    void aForeignOriginCannotChangeAnything() throws Exception {
        String cookie = RawHttp.sessionHeader(session());
        RawHttp.Response forged = http.send("POST", "/api/control/stop", "application/json", "{}",
                cookie, "Origin: http://attacker.example");
        assertEquals(403, forged.status());
        RawHttp.Response ours = http.send("POST", "/api/control/stop", "application/json", "{}",
                cookie, "Origin: http://127.0.0.1:" + console.console.port());
        assertEquals(409, ours.status(), "our own origin gets through to the life cycle (nothing to stop): " + ours.body());
        assertTrue(ours.body().contains("cannot stop now"), ours.body());
    }

    @Test
    void pathsStayInTheirFolders() throws Exception {
        String cookie = RawHttp.sessionHeader(session());
        assertEquals(404, http.get("/static/../../../../etc/passwd", cookie).status());
        assertEquals(404, http.get("/static/%2e%2e/%2e%2e/etc/passwd", cookie).status());
        assertEquals(404, http.get("/runs/../plans/quickstart.ctp", cookie).status());
        assertEquals(404, http.get("/runs/%2e%2e/plans/quickstart.ctp", cookie).status());
        assertEquals(400, http.get("/api/plans/..%2Fsecret", cookie).status());
        assertEquals(404, http.get("/webjars/uplot/../../../../etc/passwd", cookie).status());
    }
}
