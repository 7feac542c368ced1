package org.mwbench.results.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.results.query.HistoryPoint;
import org.mwbench.results.query.Metric;

/** Attacks placeholder values in what mwbench history exports: a ping has no payload size, not -1. */
@Timeout(30)
class HistoryOutputTest {
    private static HistoryPoint point(String operation, int payloadSize) {
        return new HistoryPoint("run1", "folder", "plan", 1000L, "0.1", false, "testbed", "label", "rmi", "", operation,
                payloadSize, 1, 500, 0, 1, 48_000, 47_000, 49_000);
    }

    @Test
    void aPingHasAnEmptyPayloadSizeInTheCsvAndASizedCallItsSize() throws Exception {
        StringWriter text = new StringWriter();
        HistoryOutput.print(List.of(point("ping", -1), point("string 4096", 4096)), Metric.MEDIAN, "csv",
                new PrintWriter(text));
        List<String> lines = text.toString().lines().toList();
        List<String> header = List.of(lines.get(0).split(",", -1));
        int size = header.indexOf("payload_size");
        assertEquals("", lines.get(1).split(",", -1)[size], lines.get(1));
        assertEquals("4096", lines.get(2).split(",", -1)[size], lines.get(2));
    }
}
