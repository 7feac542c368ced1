package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.mwbench.analysis.store.LinkRow;
import org.mwbench.analysis.store.StoredBlade;

/**
 * The loop blades' {@code link} rows, summed per action type over blades and series, and
 * apart from them the rows with no calls, which measure the control traffic alone. A loop
 * whose behavior has several samples counts them together and attributes to none of them.
 */
final class LinkTotals {
    private final Map<String, LinkTraffic> byType = new LinkedHashMap<>();
    private LinkTraffic withoutCalls = LinkTraffic.NONE;

    void add(StoredBlade blade, Set<String> types) throws IOException {
        for (LinkRow row : blade.linkRows()) {
            if (row.withoutCalls()) {
                withoutCalls = plus(withoutCalls, row);
            } else if (row.types().size() == 1 && types.contains(row.types().get(0)) && row.calls() > 0) {
                byType.merge(row.types().get(0), plus(LinkTraffic.NONE, row), (a, b) -> plus(a, row));
            }
        }
    }

    private static LinkTraffic plus(LinkTraffic traffic, LinkRow row) {
        return traffic.plus(row.calls(), row.durationNanos(), row.mtu(), row.packetsSent(), row.bytesSent(),
                row.packetsReceived(), row.bytesReceived());
    }

    Map<String, LinkTraffic> byType() {
        return Collections.unmodifiableMap(byType);
    }

    /** The spans with no calls: the control traffic's share of the link; {@link LinkTraffic#NONE} if none. */
    LinkTraffic withoutCalls() {
        return withoutCalls;
    }
}
