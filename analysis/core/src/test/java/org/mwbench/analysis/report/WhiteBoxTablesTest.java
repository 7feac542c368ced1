package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.render.TextRenderer;
import org.mwbench.analysis.table.Table;

/**
 * The white-box tables of the {@code whitebox-run} fixture, whose loop blade has four whitebox
 * files: tcp (ping three times, totals 30, 40, 50 µs; echoBytes(10240) once), grpc (ping three
 * times, and a "#dropped" line), ice (no server part), rmi ("#no hook").
 */
class WhiteBoxTablesTest {
    private static ReportModel model;

    @BeforeAll
    static void report() throws Exception {
        model = ReportModel.of(Fixtures.path("whitebox-run"));
    }

    private static Table table(String id) {
        return model.table(id).orElseThrow(() -> new AssertionError("no " + id + " table"));
    }

    private static int row(Table table, String middleware, String sample) {
        for (int i = 0; i < table.rows().size(); i++) {
            if (table.cell(i, "middleware").equals(middleware) && table.cell(i, "sample").equals(sample)) {
                return i;
            }
        }
        throw new AssertionError("no row " + middleware + " " + sample + " in " + table.rows());
    }

    private static double number(Table table, int row, String key) {
        return ((Number) table.cell(row, key)).doubleValue();
    }

    @Test
    void oneRowPerMiddlewareAndSampleAndOneForAMiddlewareWithoutHook() {
        Table parts = table("whitebox");
        assertEquals(List.of("grpc ping", "ice ping", "rmi (every sample)", "tcp ping", "tcp echoBytes(10240)"),
                parts.rows().stream().map(row -> row.get(0) + " " + row.get(1)).toList());
    }

    @Test
    void mediansAndMeansOfEachPartInMicroseconds() {
        Table parts = table("whitebox");
        int grpc = row(parts, "grpc", "ping");
        assertEquals(3L, ((Number) parts.cell(grpc, "calls")).longValue(), "the #dropped line is no call");
        assertEquals(400.0, number(parts, grpc, "total_median_us"), 1e-9);
        assertEquals(400.0, number(parts, grpc, "total_mean_us"), 1e-9);
        assertEquals(70.0, number(parts, grpc, "client_marshal_median_us"), 1e-9);
        assertEquals(290.0, number(parts, grpc, "transport_server_median_us"), 1e-9);
        assertEquals(290.0, number(parts, grpc, "transport_server_mean_us"), 1e-9);
        assertEquals(40.0, number(parts, grpc, "server_median_us"), 1e-9);
        assertEquals(40.0, number(parts, grpc, "client_after_reply_median_us"), 1e-9);
    }

    @Test
    void noHookAndNotSeenInsteadOfZeros() {
        Table parts = table("whitebox");
        int rmi = row(parts, "rmi", "(every sample)");
        assertEquals("no hook", parts.cell(rmi, "server_median_us"));
        assertEquals("no hook", parts.cell(rmi, "total_median_us"));
        int ice = row(parts, "ice", "ping");
        assertEquals("not seen", parts.cell(ice, "server_median_us"));
        assertTrue(Double.isNaN(number(parts, ice, "server_mean_us")));
        assertEquals(80.0, number(parts, ice, "transport_server_median_us"), 1e-9);
    }

    @Test
    void bosormenyisColumnsWithRawTcpAsTheSocketReference() {
        Table transfer = table("whitebox_transfer");
        int grpc = row(transfer, "grpc", "ping");
        assertEquals(40.0, number(transfer, grpc, "server_median_us"), 1e-9);
        assertEquals(250.0, number(transfer, grpc, "net_transfer_median_us"), 1e-9, "median of 170, 330, 250");
        assertEquals(110.0, number(transfer, grpc, "client_median_us"), 1e-9, "median of 100, 120, 110");
        assertEquals(10.0, number(transfer, grpc, "total_vs_sockets"), 1e-9, "400 µs over tcp's 40 µs");
        assertEquals(1.0, number(transfer, row(transfer, "tcp", "echoBytes(10240)"), "total_vs_sockets"), 1e-9);
        assertEquals("not seen", transfer.cell(row(transfer, "ice", "ping"), "server_median_us"));
    }

    @Test
    void theTextReportShowsBothTables() {
        String text = TextRenderer.render(model);
        assertTrue(text.contains("White-box timing: where each call's time goes"), text);
        assertTrue(text.contains("as Böszörményi et al. 1999 split their data-transfer test"), text);
        assertTrue(text.contains("×10.00"), text);
    }
}
