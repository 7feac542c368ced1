package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * One row of a loop blade's {@code link} file: what its emulated host's link counted while one
 * loop made its measured calls, or, in the {@value #NO_CALLS} row, over a span with no call.
 * The counts are link-level: every frame on the host's veth, headers, ACKs and the agent's
 * control traffic included.
 *
 * @param types the action types of the loop's samples; a row attributes to a type only when it is alone
 */
public record LinkRow(String behavior, List<String> types, long calls, long durationNanos, String device, int mtu,
                      long packetsSent, long bytesSent, long packetsReceived, long bytesReceived) {
    /** The header the loop blade writes (org.mwbench.injectors.scenario.LinkTally.HEADER). */
    public static final String HEADER = "#behavior,types,calls,duration_ns,device,mtu,packets_sent,bytes_sent,"
            + "packets_received,bytes_received";
    public static final String FILE = "link";
    public static final String NO_CALLS = "(no calls)";

    public boolean withoutCalls() {
        return behavior.equals(NO_CALLS);
    }

    public static List<LinkRow> read(Path file) throws IOException {
        return CsvFile.read(file, HEADER, f -> new LinkRow(f.get(0),
                f.get(1).isEmpty() ? List.of() : Arrays.asList(f.get(1).split(";")), Long.parseLong(f.get(2)),
                Long.parseLong(f.get(3)), f.get(4), Integer.parseInt(f.get(5)), Long.parseLong(f.get(6)),
                Long.parseLong(f.get(7)), Long.parseLong(f.get(8)), Long.parseLong(f.get(9))));
    }
}
