package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.render.TextRenderer;
import org.mwbench.analysis.table.Table;

/**
 * The packets table of the {@code loop-campaign} fixture, whose loop blade has {@code link}
 * files: tcp's 6 measured calls per series sent 12 then 18 packets (1200 then 1800 B) and
 * received 10 then 14 (1000 then 1400 B) over 2 s each; a loop of two samples counted 99
 * packets that belong to neither; with no calls, 5 packets in 1 s per series.
 */
@Timeout(60)
class PacketsTableTest {
    private static ReportModel model;

    @BeforeAll
    static void report() throws Exception {
        model = ReportModel.of(Fixtures.path("loop-campaign"));
    }

    private static Table packets() {
        return model.table("packets").orElseThrow(() -> new AssertionError("no packets table"));
    }

    private static double number(String key) {
        return ((Number) packets().cell(0, key)).doubleValue();
    }

    @Test
    void oneRowPerTypeCountedAloneNotTheLoopOfTwoSamples() {
        assertEquals(1, packets().rows().size());
        assertEquals("tcp", packets().cell(0, "middleware"));
        assertEquals(12L, ((Number) packets().cell(0, "calls")).longValue());
        assertEquals(1500L, ((Number) packets().cell(0, "mtu")).longValue());
    }

    @Test
    void packetsAndLinkBytesArePer10000CallsPooledOverTheSeries() {
        assertEquals(30 * 10_000.0 / 12, number("packets_sent_per_10k"), 1e-6);
        assertEquals(24 * 10_000.0 / 12, number("packets_received_per_10k"), 1e-6);
        assertEquals(3000 * 10_000.0 / 12, number("link_bytes_sent_per_10k"), 1e-6);
        assertEquals(2400 * 10_000.0 / 12, number("link_bytes_received_per_10k"), 1e-6);
    }

    @Test
    void socketBytesComeFromTheWireFilesBesideThem() {
        assertEquals(500_000, number("socket_bytes_sent_per_10k"), 1e-6);
        assertEquals(400_000, number("socket_bytes_received_per_10k"), 1e-6);
    }

    @Test
    void theControlTrafficIsMeasuredWithNoCallsAndGivenAsAShareOfEachRow() {
        // 10 packets in 2 s with no calls: 5 per second; over tcp's 4 s, 20 of its 54 packets
        assertEquals(100.0 * 20 / 54, number("control_share_pct"), 1e-6);
        assertTrue(packets().notes().stream().anyMatch(note -> note.contains("5.0 packets/s")), packets().notes()
                .toString());
    }

    @Test
    void aPingHasNoContentSoNoRatio() {
        assertTrue(Double.isNaN(number("bytes_per_content_byte")));
    }

    @Test
    void aPingHasNoPayloadSizeRatherThanAPlaceholder() {
        assertNull(packets().cell(0, "size"), "not -1");
        assertTrue(packets().notes().contains("Payload size: blank for an operation that carries no payload (a ping)."),
                packets().notes().toString());
    }

    @Test
    void theTextReportShowsIt() {
        String text = TextRenderer.render(model);
        assertTrue(text.contains("Packets and bytes on the emulated link per 10,000 calls"), text);
    }
}
