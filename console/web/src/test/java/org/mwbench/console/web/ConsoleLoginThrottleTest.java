package org.mwbench.console.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.console.web.security.LoginThrottle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Floods of wrong logins against the real console, over loopback. Wrong ones are refused once
 * their source has made too many, but the right token or secret always gets in, while its
 * source is still refused wrong ones (not once the throttle's window has passed), and
 * one source's failures never touch another source. Each test sends from its own loopback
 * address (127.0.0.x, all loopback on Linux), so the tests do not share a throttle.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConsoleLoginThrottleTest {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleLoginThrottleTest.class);
    /** Five times what a page's {@code <img>} tags needed to lock the old console's right token out. */
    static final int WRONG_LOGINS = 50;

    @TempDir
    static Path dir;

    static ConsoleUnderTest console;
    static int port;
    static String token;

    @BeforeAll
    static void start() throws Exception {
        console = ConsoleUnderTest.start(dir, "1s");
        port = console.console.port();
        token = console.token();
    }

    @AfterAll
    static void stop() {
        console.close();
    }

    @Test
    void wrongTokensNeverLockOutTheRightOne() throws Exception {
        RawHttp page = new RawHttp(port, loopback(2));
        int refused = 0;
        for (int i = 0; i < WRONG_LOGINS; i++) {
            RawHttp.Response wrong = page.get("/?token=wrong" + i);
            if (wrong.status() == 429) {
                refused++;
            } else {
                assertEquals("/login?failed=token", wrong.header("location"));
            }
        }
        assertEquals(WRONG_LOGINS - LoginThrottle.MAX_FAILURES, refused, "wrong tokens past the limit are refused");

        assertLoggedInWhileThrottled(() -> page.get("/?token=" + token),
                () -> assertEquals(429, page.get("/?token=wrong").status(), "a wrong token is still refused"));
    }

    @Test
    void wrongSecretsNeverLockOutTheRightOne() throws Exception {
        RawHttp form = new RawHttp(port, loopback(3));
        for (int i = 0; i < WRONG_LOGINS; i++) {
            String expected = i < LoginThrottle.MAX_FAILURES ? "/login?failed=secret" : "/login?failed=throttled";
            assertEquals(expected, postSecret(form, String.format("%064x", i)).header("location"));
        }

        assertLoggedInWhileThrottled(() -> postSecret(form, console.secretHex()),
                () -> assertEquals("/login?failed=throttled", postSecret(form, "00".repeat(32)).header("location"),
                        "a wrong secret is still refused"));
    }

    @Test
    void oneSourcesWrongLoginsDoNotAffectAnother() throws Exception {
        RawHttp attacker = new RawHttp(port, loopback(4));
        for (int i = 0; i < WRONG_LOGINS; i++) {
            attacker.get("/?token=wrong" + i);
        }
        assertEquals(429, attacker.get("/?token=wrong").status());

        RawHttp user = new RawHttp(port, loopback(5));
        RawHttp.Response typo = user.get("/?token=typo");
        assertEquals(303, typo.status(), "another source's wrong token is not refused: " + typo.body());
        assertEquals("/login?failed=token", typo.header("location"));
        assertEquals("/login?failed=secret", postSecret(user, "00".repeat(32)).header("location"));
    }

    private static RawHttp.Response postSecret(RawHttp http, String secret) throws Exception {
        return http.send("POST", "/login", "application/x-www-form-urlencoded", "secret=" + secret);
    }

    /**
     * The login opens a working session while its source is still throttled: nothing made it wait
     * for the throttle's window (a minute) to pass.
     */
    private void assertLoggedInWhileThrottled(Login login, Check stillThrottled) throws Exception {
        long start = System.nanoTime();
        RawHttp.Response answer = login.send();
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertEquals(303, answer.status(), answer.body());
        assertEquals("/", answer.header("location"));
        assertNotNull(answer.sessionCookie(), "the right login must open a session");
        stillThrottled.run();
        LOG.info("after {} wrong logins from its address, the right one took {} ms", WRONG_LOGINS, took.toMillis());
        RawHttp http = new RawHttp(port);
        assertEquals(200, http.get("/api/status", RawHttp.sessionHeader(answer.sessionCookie())).status());
    }

    @FunctionalInterface
    private interface Login {
        RawHttp.Response send() throws Exception;
    }

    @FunctionalInterface
    private interface Check {
        void run() throws Exception;
    }

    private static InetAddress loopback(int last) throws Exception {
        return InetAddress.getByAddress(new byte[] {127, 0, 0, (byte) last});
    }
}
