package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's console command, as a new user runs it from the distribution: it prints a
 * login URL, the URL opens a session, the page and its charting library come from the jar,
 * the API refuses a caller without the session, and Ctrl-C (SIGTERM) ends it. The browser
 * test of the console itself is console/web's WebConsoleBrowserTest.
 */
@Timeout(value = 3 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class ConsoleIT {
    /**
     * Each request's bound, a hang guard only: the console's first request loads its web stack,
     * and under a CI run's load it took over 20 s, the bound this test once had.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(20L * Distribution.SLOWDOWN_ALLOWED);
    private static final Pattern LOGIN_URL = Pattern.compile("console: (http://127\\.0\\.0\\.1:(\\d+))/\\?token=([0-9a-f]+)");

    @TempDir
    Path dir;

    @Test
    void mwbenchConsolePrintsALoginUrlThatOpensTheConsoleAndCtrlCEndsIt() throws Exception {
        Process console = new ProcessBuilder(Distribution.HOME.resolve("bin").resolve("mwbench").toString(), "console",
                "--port", "0", "--registry-port", "-1", "--plans", Distribution.HOME.resolve("test-plans").toString(),
                "--report-dir", dir.resolve("report").toString())
                .directory(dir.toFile()).redirectError(dir.resolve("console.err").toFile()).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(console.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertNotNull(line, "nothing printed: " + Files.readString(dir.resolve("console.err")));
            Matcher url = LOGIN_URL.matcher(line);
            assertTrue(url.matches(), line);
            String base = url.group(1);
            HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
                    .connectTimeout(HANG_GUARD).build();

            HttpResponse<String> anonymous = http.send(get(base + "/api/plans", null), HttpResponse.BodyHandlers.ofString());
            assertEquals(401, anonymous.statusCode(), "no session, no API");
            HttpResponse<String> wrongToken = http.send(get(base + "/?token=00", null), HttpResponse.BodyHandlers.ofString());
            assertTrue(wrongToken.headers().firstValue("Set-Cookie").isEmpty(), "a wrong token opens no session");

            HttpResponse<String> login = http.send(get(line.substring("console: ".length()), null),
                    HttpResponse.BodyHandlers.ofString());
            String cookie = login.headers().firstValue("Set-Cookie").orElseThrow(() -> new AssertionError("no session"))
                    .split(";")[0];
            HttpResponse<String> page = http.send(get(base + "/", cookie), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("mwbench console"), page.body());
            Matcher webjar = Pattern.compile("/webjars/[^\"']+").matcher(page.body());
            assertTrue(webjar.find(), "the page uses the charting library's WebJar: " + page.body());
            HttpResponse<String> plans = http.send(get(base + "/api/plans", cookie), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, plans.statusCode());
            assertTrue(plans.body().contains("quickstart"), plans.body());
            assertEquals(200, http.send(get(base + webjar.group(), cookie), HttpResponse.BodyHandlers.discarding())
                    .statusCode(), webjar.group() + " is served from the jar");
        } finally {
            console.destroy();
            Distribution.awaitEnd(console, 30, "Ctrl-C (SIGTERM) ends the console");
        }
    }

    private static HttpRequest get(String url, String cookie) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(HANG_GUARD).GET();
        if (cookie != null) {
            request.header("Cookie", cookie);
        }
        return request.build();
    }
}
