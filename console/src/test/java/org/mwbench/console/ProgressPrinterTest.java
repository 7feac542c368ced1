package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Progress lines fit a 120-column terminal: segments that would overflow go on continuation lines. */
class ProgressPrinterTest {
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
}
