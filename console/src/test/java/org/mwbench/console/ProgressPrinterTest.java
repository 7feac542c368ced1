package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalSummary;
import org.mwbench.platform.supervisor.Snapshot;

/**
 * Progress lines fit a 120-column terminal: segments that would overflow go on continuation lines.
 * They never add two middleware into one figure, and a blade whose calls do not end says what is
 * going on rather than the same sentence every second.
 */
@Timeout(30)
class ProgressPrinterTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void segmentsThatOverflowGoOnContinuationLines() {
        String segment = "synthetic-fast: synthetic, 3239 calls/s, 7 err, mean 1.10 ms, max 3.22 ms";
        String text = ProgressPrinter.fit("[   1.0s]", List.of(segment, segment.replace("fast", "slow"), "14 servers running"));
        List<String> lines = text.lines().toList();
        assertEquals(2, lines.size(), text);
        lines.forEach(line -> assertTrue(line.length() <= ProgressPrinter.WIDTH, line.length() + ": " + line));
        assertTrue(lines.get(1).startsWith("          synthetic-slow"), text);
        assertTrue(lines.get(1).endsWith(" | 14 servers running"), text);
    }

    @Test
    void aLoopGoingFromOneMiddlewareToTheNextShowsEachApart() {
        StringWriter text = new StringWriter();
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(text));
        // in one second, tcp's last 0.5 s then rmi's first 0.5 s
        printer.progress(snapshot(SECOND, List.of(summary("tcp ping", SECOND / 2, 1000), summary("rmi ping", SECOND / 2, 200)),
                List.of()));
        String line = text.toString();
        assertFalse(line.contains("->"), line);
        assertTrue(line.contains("loop: tcp ping, 2000 calls/s"), line);
        assertTrue(line.contains("loop: rmi ping, 400 calls/s"), line);
    }

    @Test
    void manyActionTypesSideBySideGetOneSegmentThatSaysItIsTheirTotal() {
        StringWriter text = new StringWriter();
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(text));
        List<IntervalSummary> summaries = List.of("tcp ping", "rmi ping", "ice ping", "grpc ping").stream()
                .map(type -> summary(type, SECOND, 100)).toList();
        printer.progress(snapshot(SECOND, summaries, List.of()));
        String line = text.toString();
        // MiddlewareIT and BridgeIT wait for this segment before they kill the servers
        assertTrue(line.contains("loop: 4 action types, 400 calls/s in all"), line);
        assertEquals(1, line.lines().count(), line);
    }

    @Test
    void usersWhoseCallsDoNotEndAreSaidToBeInCallsWithHowLong() {
        StringWriter text = new StringWriter();
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(text));
        printer.progress(snapshot(SECOND, List.of(summary("rmi ping", SECOND, 500)), List.of()));
        for (int second = 2; second <= 5; second++) {
            printer.progress(snapshot(second * SECOND, List.of(), List.of(new GaugeReading("loop", second * SECOND,
                    ProgressPrinter.POPULATION, 500))));
        }
        List<String> lines = text.toString().lines().toList();
        assertEquals(5, lines.size(), text.toString());
        assertTrue(lines.get(1).endsWith("loop: 500 users in calls, none ended for 1 s"), lines.get(1));
        assertTrue(lines.get(4).endsWith("loop: 500 users in calls, none ended for 4 s"), lines.get(4));
        assertFalse(text.toString().contains("no call ended in this interval"), text.toString());
    }

    @Test
    void withoutUsersKnownTheEmptyIntervalIsSaidOnceThenCounted() {
        StringWriter text = new StringWriter();
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(text));
        printer.progress(snapshot(SECOND, List.of(summary("rmi ping", SECOND, 500)), List.of()));
        for (int second = 2; second <= 4; second++) {
            printer.progress(snapshot(second * SECOND, List.of(), List.of()));
        }
        String all = text.toString();
        assertEquals(1, all.split("no call ended in this interval", -1).length - 1, all);
        assertTrue(all.lines().toList().get(3).endsWith("loop: no call ended for 3 s"), all);
    }

    private static Snapshot snapshot(long elapsed, List<IntervalSummary> summaries, List<GaugeReading> gauges) {
        return new Snapshot(Map.of("loop", BladeState.RUNNING), summaries, gauges, Map.of(), elapsed);
    }

    private static IntervalSummary summary(String type, long length, long calls) {
        return new IntervalSummary("loop", length, length, type, false, calls, 0, 50_000, 90_000, 80_000, 0, 0);
    }
}
