package org.mwbench.bench.gatling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Reading Gatling's figures from {@code js/stats.js}. The file is a real one, from a run of the
 * peer's simulation with Gatling 3.13.5 (20 users, 200 ms think, 5 s, on a loaded machine where
 * each first call took seconds): the "All Requests" group first, then the request's own.
 */
class GatlingStatsTest {

    @Test
    void readsTheAllRequestsFiguresOfARealReport() throws Exception {
        Path file = Path.of(GatlingStatsTest.class.getResource("stats.js").toURI());
        GatlingStats stats = GatlingStats.read(file);
        assertEquals(new GatlingStats(20, 20, 0, 5141, 5179, 6218, 6259, 6259, 6259), stats);
    }

    @Test
    void readsAFailedRequestsCountAndTakesNoRequestAsZero() {
        String text = "var stats = { stats: { \"numberOfRequests\": { \"total\": \"3\", \"ok\": \"0\", \"ko\": \"3\" },"
                + " \"maxResponseTime\": { \"total\": \"12\", \"ok\": \"-\", \"ko\": \"12\" },"
                + " \"meanResponseTime\": { \"total\": \"7\", \"ok\": \"-\", \"ko\": \"7\" },"
                + " \"percentiles1\": { \"total\": \"6\", \"ok\": \"-\", \"ko\": \"6\" },"
                + " \"percentiles2\": { \"total\": \"6\", \"ok\": \"-\", \"ko\": \"6\" },"
                + " \"percentiles3\": { \"total\": \"6\", \"ok\": \"-\", \"ko\": \"6\" },"
                + " \"percentiles4\": { \"total\": \"6\", \"ok\": \"-\", \"ko\": \"6\" } } }";
        assertEquals(new GatlingStats(3, 0, 3, 0, 0, 0, 0, 0, 0), GatlingStats.parse(text, "inline"));
    }

    @Test
    void refusesAFileWithoutGatlingsStatistics() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> GatlingStats.parse(new String(new byte[0], StandardCharsets.UTF_8), "empty.js"));
        assertEquals("empty.js: no \"numberOfRequests\" in Gatling's statistics", refused.getMessage());
    }
}
