package org.mwbench.console.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.console.web.http.HttpWorkers;
import org.mwbench.console.web.security.Guard;
import org.mwbench.contract.LoadedMachine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Slow and hostile clients against the real console, over loopback: requests that declare a
 * large body and never send it, headers that never end, bodies that stop half-way. None of
 * them may hold up a logged-in user, a request without a session is refused from its
 * headers, and every stalled request is cut off after {@link HttpWorkers#READ_LIMIT}.
 */
@Timeout(value = 2 * 60, unit = TimeUnit.SECONDS) // over the hang guard of a stalled request's cut-off
class ConsoleSlowClientTest {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleSlowClientTest.class);
    /** Four times the four slow logins that stalled the console when it had four workers and no deadline. */
    static final int SLOW_CLIENTS = 16;
    /**
     * How long a test waits for an answer: a hang guard only. That an answer came before the
     * stalled requests were cut off is checked on the stalled clients, not on a clock.
     */
    static final Duration ANSWER_PATIENCE = LoadedMachine.HANG_GUARD;
    /** A declared body the slow clients never send, as a slow-loris attacker does. */
    static final long LARGE_BODY = 500_000;

    @TempDir
    static Path dir;

    static ConsoleUnderTest console;
    static RawHttp http;
    static String cookie;
    static int port;

    @BeforeAll
    static void start() throws Exception {
        console = ConsoleUnderTest.start(dir, "1s");
        port = console.console.port();
        http = new RawHttp(port);
        cookie = console.logIn();
    }

    @AfterAll
    static void stop() {
        console.close();
    }

    @Test
    void slowClientsDoNotStallALoggedInUser() throws Exception {
        try (StalledClient.Group slow = new StalledClient.Group()) {
            for (int i = 0; i < SLOW_CLIENTS / 4; i++) {
                slow.add(StalledClient.inHeaders(port));
            }
            for (int i = 0; i < SLOW_CLIENTS / 2; i++) {
                assertEquals(413, slow.add(StalledClient.inBody(port, "POST", "/login", LARGE_BODY, "")).status(ANSWER_PATIENCE));
            }
            for (int i = 0; i < SLOW_CLIENTS / 4; i++) {
                assertEquals(401, slow.add(StalledClient.inBody(port, "POST", "/api/plan-check", LARGE_BODY, ""))
                        .status(ANSWER_PATIENCE));
            }

            long start = System.nanoTime();
            RawHttp.Response status = http.get("/api/status", cookie);
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertEquals(200, status.status(), status.body());
            // Served while the stalled requests are still held: not after they were cut off, freeing the workers.
            for (StalledClient client : slow.clients().subList(0, SLOW_CLIENTS / 4)) {
                assertTrue(client.stillWaiting(), "the slow clients must still be held open while the user is served");
            }
            LOG.info("a logged-in request took {} ms with {} slow clients held open", took.toMillis(), SLOW_CLIENTS);
        }
    }

    @Test
    void aRequestWithoutASessionIsRefusedBeforeItsBodyArrives() throws Exception {
        try (StalledClient.Group refused = new StalledClient.Group()) {
            StalledClient control = refused.add(StalledClient.inBody(port, "POST", "/api/control/deploy", LARGE_BODY, ""));
            assertEquals(401, control.status(ANSWER_PATIENCE));
            StalledClient logout = refused.add(StalledClient.inBody(port, "POST", "/logout", LARGE_BODY, ""));
            assertEquals(303, logout.status(ANSWER_PATIENCE), "a page without a session is sent to the login page");
            StalledClient login = refused.add(StalledClient.inBody(port, "POST", "/login", Guard.FORM_BODY_LIMIT + 1, ""));
            assertEquals(413, login.status(ANSWER_PATIENCE), "the login form's body is small and bounded");
            StalledClient plan = refused.add(StalledClient.inBody(port, "POST", "/api/plan-check",
                    Guard.API_BODY_LIMIT + 1, "", cookie));
            assertEquals(413, plan.status(ANSWER_PATIENCE), "a logged-in user's body is bounded too");
        }
    }

    @Test
    void aStalledRequestIsCutOffByTheReadTimeout() throws Exception {
        Duration limit = HttpWorkers.READ_LIMIT;
        try (StalledClient.Group stalled = new StalledClient.Group()) {
            stalled.add(StalledClient.inHeaders(port));
            stalled.add(StalledClient.inBody(port, "POST", "/login", 71, "secret=00"));
            stalled.add(StalledClient.inBody(port, "POST", "/api/plan-check", 1000, "{\"text\":", cookie));
            stalled.add(StalledClient.inBody(port, "POST", "/api/control/deploy", LARGE_BODY, "")); // refused, then left hanging
            for (StalledClient client : stalled.clients()) {
                Duration cut = client.closedAfter(LoadedMachine.hangGuard(limit));
                LOG.info("a stalled request was cut off after {} ms", cut.toMillis());
                // Cut off by the console (the client never gives up), and by its read limit, not earlier.
                assertTrue(cut.compareTo(limit.minusMillis(500)) > 0,
                        "a stalled request must be cut off after " + limit.toSeconds() + " s, not after " + cut.toMillis() + " ms");
            }
        }
        assertEquals(200, http.get("/api/status", cookie).status(), "the workers are free again");
    }
}
