package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Gray 2005's packets and bytes on the wire per 10,000 calls, each way, from the emulated
 * link's interface counters, beside the bytes the middleware's sockets counted for the same
 * calls; and Gray 2005's ratio of the bytes on the wire to the content they carried. Only for
 * runs whose loop blades ran on an emulated host ({@code link} files).
 */
final class PacketsTable {
    /** The content of a reply whose size is its length in bytes: ISO-Latin strings, octets. */
    private static final List<String> KINDS_SIZED_IN_BYTES = List.of("string", "octets");

    private PacketsTable() {
    }

    /** Null when no run counted a link. */
    static Table of(List<LabelledRun> runs) {
        boolean several = runs.size() > 1;
        List<Row> rows = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (LabelledRun run : runs) {
            RunAnalysis analysis = run.analysis();
            List<String> middlewareOrder = analysis.byType().keySet().stream()
                    .map(type -> new ActionTypeName(type).middleware()).distinct().toList();
            LinkTraffic control = analysis.linkWithoutCalls();
            for (Map.Entry<String, LinkTraffic> entry : analysis.link().entrySet()) {
                rows.add(new Row(run.label(), new ActionTypeName(entry.getKey()), entry.getValue(),
                        analysis.wire().get(entry.getKey()), control,
                        middlewareOrder.indexOf(new ActionTypeName(entry.getKey()).middleware())));
            }
            if (control.durationNanos() > 0) {
                notes.add(String.format(Locale.ROOT, "%s: with no call in flight the link carried %.1f packets/s "
                        + "(%d B sent, %d B received in %.1f s): the agent's control traffic with the supervisor, "
                        + "which shares the link; the last column is its share of each row's packets at that rate.",
                        run.label(), control.packetsPerSecond(), control.bytesSent(), control.bytesReceived(),
                        control.durationNanos() / 1e9));
            }
        }
        if (rows.isEmpty()) {
            return null;
        }
        rows.sort(Comparator.comparing(Row::run).thenComparingInt(Row::middlewareOrder)
                .thenComparing(row -> row.name().operationKind()).thenComparingInt(row -> row.name().payloadSize()));
        Table table = newTable(several);
        for (Row row : rows) {
            List<Object> cells = new ArrayList<>();
            if (several) {
                cells.add(row.run());
            }
            cells.addAll(row.cells());
            table.row(cells.toArray());
        }
        notes.forEach(table::note);
        table.note("Link bytes are what the client's emulated host's interface counted: every frame with its Ethernet "
                + "(14 B), IP (20 B) and TCP (20 B + 12 B of timestamps) headers, the pure ACKs (66 B each), "
                + "retransmissions, and the agent's control traffic. Socket bytes are what the middleware's own "
                + "connection read and wrote (the wire-<protocol> files): its messages only, so link bytes exceed "
                + "them by about 66 B per packet; n/a where the client cannot count (GlassFish's NIO transport).");
        if (rows.stream().anyMatch(row -> row.name().payloadSize() < 0)) {
            table.note("Payload size: blank for an operation that carries no payload (a ping).");
        }
        table.note("Ratio: link bytes both ways per call over the reply's content (its characters or octets), Gray "
                + "2005's \"data sent / actual content data\"; n/a for records, whose content has no single size.");
        return table;
    }

    private record Row(String run, ActionTypeName name, LinkTraffic link, WireBytesPerCall wire, LinkTraffic control,
                       int middlewareOrder) {
        List<Object> cells() {
            double socketSent = wire == null ? Double.NaN : wire.sentPerCall() * 10_000;
            double socketReceived = wire == null ? Double.NaN : wire.receivedPerCall() * 10_000;
            double content = KINDS_SIZED_IN_BYTES.contains(name.operationKind().toLowerCase(Locale.ROOT))
                    ? name.payloadSize() : Double.NaN;
            double linkBytesPerCall = (double) (link.bytesSent() + link.bytesReceived()) / link.calls();
            double controlPackets = control.durationNanos() == 0 ? Double.NaN
                    : control.packetsPerSecond() * link.durationNanos() / 1e9;
            // an operation without payload (a ping) has no size, not -1: a blank cell the note explains
            Long size = name.payloadSize() < 0 ? null : (long) name.payloadSize();
            return java.util.Arrays.asList(name.middleware(), name.operationKind(), size, link.calls(),
                    (long) link.mtu(), link.per10k(link.packetsSent()), link.per10k(link.packetsReceived()),
                    link.per10k(link.bytesSent()), link.per10k(link.bytesReceived()), socketSent, socketReceived,
                    linkBytesPerCall / content,
                    100.0 * controlPackets / (link.packetsSent() + link.packetsReceived()));
        }
    }

    private static Table newTable(boolean several) {
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("middleware", "middleware"), Column.text("operation", "operation"),
                Column.count("size", "payload size"), Column.count("calls", "calls"), Column.count("mtu", "mtu"),
                Column.number("packets_sent_per_10k", "packets sent /10k calls", 0),
                Column.number("packets_received_per_10k", "packets received /10k calls", 0),
                Column.number("link_bytes_sent_per_10k", "link bytes sent /10k calls", 0),
                Column.number("link_bytes_received_per_10k", "link bytes received /10k calls", 0),
                Column.number("socket_bytes_sent_per_10k", "socket bytes sent /10k calls", 0),
                Column.number("socket_bytes_received_per_10k", "socket bytes received /10k calls", 0),
                Column.number("bytes_per_content_byte", "wire/content ratio", 1),
                Column.number("control_share_pct", "control traffic % of packets (est.)", 2)));
        return new Table("packets", "Packets and bytes on the emulated link per 10,000 calls (as Gray 2005 counted them)",
                "Per middleware and payload: what the client host's link carried during the measured calls, "
                        + "each way (sent = client to server), beside the bytes the middleware's sockets counted.",
                columns);
    }
}
