package org.mwbench.bench.footprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class FootprintTableTest {
    private static final long MIB = 1024 * 1024;

    private static FootprintRow jvm(String protocol, long idleMib, double clientHeapPerConnection) {
        Footprint idle = new Footprint(idleMib * MIB, 4 * MIB, 20, 10, 3000, 20 * MIB, 2);
        Footprint loaded = new Footprint((idleMib + 5) * MIB, 6 * MIB, 24, 14, 3100, 21 * MIB, 6);
        return new FootprintRow(protocol, "JVM", "lib " + protocol, idle, loaded,
                new FootprintRow.Load(4, 1000, 0, 2.0, null, true), List.of(
                new FootprintRow.Connections(1, perConnection(1, 10 * clientHeapPerConnection), perConnection(1, Double.NaN)),
                new FootprintRow.Connections(50, perConnection(50, clientHeapPerConnection), perConnection(50, Double.NaN))),
                null);
    }

    private static Footprint.PerConnection perConnection(int count, double heap) {
        return new Footprint.PerConnection(count, 40_000, heap, 1, 5, 1);
    }

    private static final FootprintRow NATIVE = new FootprintRow("corba-omniorb", "native mwbench-omniorb-server", "",
            Footprint.ofNative(new ProcessStatus(5 * MIB, 6 * MIB, 2 * MIB, 3), 2),
            Footprint.ofNative(new ProcessStatus(7 * MIB, 8 * MIB, 3 * MIB, 7), 6),
            new FootprintRow.Load(4, 5000, 0, 2.0, null, false),
            List.of(new FootprintRow.Connections(50, perConnection(50, 3000), perConnection(50, Double.NaN))), null);

    private final List<FootprintRow> rows = List.of(jvm("grpc", 60, 9000), FootprintRow.failed("soap-axis", "did not start"),
            jvm("tcp", 20, 500), NATIVE, jvm("rmi", 30, 100));

    @Test
    void serversRankBySmallestIdleRssAndFailuresComeLast() {
        assertEquals(List.of("corba-omniorb", "tcp", "rmi", "grpc", "soap-axis"),
                FootprintTable.rankServers(rows).stream().map(FootprintRow::protocol).toList());
    }

    @Test
    void clientsRankBySmallestHeapPerConnectionAtTheLargestN() {
        // at N=1, tcp (5,000) would come after rmi (1,000) and before grpc; at N=50 it is rmi, tcp, omniORB's, grpc
        assertEquals(List.of("rmi", "tcp", "corba-omniorb", "grpc", "soap-axis"),
                FootprintTable.rankClients(rows).stream().map(FootprintRow::protocol).toList());
    }

    @Test
    void theTableSaysNaForWhatANativeServerHasNotAndGivesRatiosToTheLeast() {
        StringWriter text = new StringWriter();
        FootprintTable.print(new PrintWriter(text), rows);
        String table = text.toString();
        String omniorb = table.lines().filter(line -> line.contains("native mwbench-omniorb-server")).findFirst().orElseThrow();
        assertTrue(omniorb.matches("\\s+1\\s+corba-omniorb.*\\|\\s+5\\.0\\s+×1\\.00\\s+n/a\\s+3\\s+n/a\\s+\\|.*"), omniorb);
        assertTrue(omniorb.contains("2,500*"), "calls/s, starred: the load ended before the measure: " + omniorb);
        String grpc = table.lines().filter(line -> line.matches("\\s+4\\s+grpc\\s.*")).findFirst().orElseThrow();
        assertTrue(grpc.contains("×12.00"), grpc);
        assertTrue(table.contains("-  soap-axis        FAILED: did not start"), table);
        // rmi: heap per connection 1,000 B at N=1 and 100 B at N=50: the 49 beyond the first cost (5,000 - 1,000) / 49 = 82 B each
        String marginal = table.lines().filter(line -> line.contains("1→50")).findFirst().orElseThrow();
        assertTrue(marginal.matches("\\s+1→50 \\|\\s+39\\.1\\s+0\\.1\\s+.*"), marginal);
    }

    @Test
    void csvHasOneLinePerMiddlewareAndColumnsPerConnectionCount() {
        List<String> lines = FootprintTable.csv(rows).lines().toList();
        assertEquals(1 + rows.size(), lines.size());
        String[] header = lines.get(0).split(",");
        assertTrue(lines.get(0).startsWith("#middleware,server_process,client_library,idle_rss_bytes"), lines.get(0));
        assertTrue(lines.get(0).contains("client_heap_bytes_per_connection_at_50"), lines.get(0));
        for (String line : lines.subList(1, lines.size())) {
            assertEquals(header.length, line.split(",", -1).length, line);
        }
        assertTrue(lines.get(1).startsWith("corba-omniorb,native mwbench-omniorb-server,,5242880,,3,"), lines.get(1));
    }

    @Test
    void jsonWritesNullForMissingFigures() {
        String json = FootprintTable.json(rows);
        assertTrue(json.contains("\"middleware\": \"corba-omniorb\", \"rank_by_idle_rss\": 1"), json);
        assertTrue(json.contains("\"heap_bytes\": null"), json);
        assertTrue(json.contains("{\"middleware\": \"soap-axis\", \"error\": \"did not start\"}"), json);
    }
}
