package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mwbench bench http} on the distribution: one invocation, one http-json
 * server in a JVM of its own, every HTTP/JSON client variant, the bare floor and JMeter's HTTP
 * sampler (from {@code peers/jmeter-http}), each with calls and no error, JMeter's own median in
 * whole ms, and the server gone afterwards. Short rows: the figures are not checked, only that
 * every row was measured.
 */
@Timeout(value = 4 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class BenchHttpIT {
    private static final List<String> ROWS = List.of("http-floor", "http-json", "http-json-jdk", "http-json-okhttp", "jmeter");
    private static final Pattern ROW = Pattern.compile("(?m)^\\s+2\\s+(\\S+)\\s+.+?\\s+([0-9,]+)\\s+×[0-9.]+\\s+[0-9.]+\\s+×[0-9.]+.*?\\s(\\d+)$");

    @TempDir
    Path dir;

    @Test
    void everyClientOfTheHttpJsonServerAndJMeterGetARowInOneRun() throws Exception {
        Distribution.Result result = Distribution.run(dir, null, 200, "bench", "http", "--threads", "2", "--warmup", "1s",
                "--duration", "1s");
        assertEquals(0, result.exitCode(), result.output());
        Matcher rows = ROW.matcher(result.output());
        List<String> seen = new java.util.ArrayList<>();
        while (rows.find()) {
            seen.add(rows.group(1));
            assertTrue(Long.parseLong(rows.group(2).replace(",", "")) > 0, rows.group(1) + " made calls: " + result.output());
            assertEquals("0", rows.group(3), rows.group(1) + " had no error: " + result.output());
        }
        assertEquals(ROWS, seen, result.output());
        assertTrue(result.output().contains("JMeter 5.6.3 HTTP sampler (HttpClient4)"), result.output());
        assertTrue(result.output().contains("ms (whole ms)"), "JMeter's own median, in its resolution: " + result.output());
        assertTrue(result.output().contains("Apache HttpClient 5."), "the default row names its library: " + result.output());
        assertTrue(result.output().contains("JMeter reports whole milliseconds only"), result.output());
    }
}
