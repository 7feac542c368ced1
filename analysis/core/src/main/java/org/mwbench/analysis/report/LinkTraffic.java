package org.mwbench.analysis.report;

/**
 * What an emulated host's link carried over some calls, summed over loops and series:
 * packets and bytes each way, as the interface counted them (link level: headers, ACKs and
 * control traffic included), the measured span and the link's MTU.
 */
public record LinkTraffic(long calls, long durationNanos, int mtu, long packetsSent, long bytesSent,
                          long packetsReceived, long bytesReceived) {
    static final LinkTraffic NONE = new LinkTraffic(0, 0, 0, 0, 0, 0, 0);

    LinkTraffic plus(long moreCalls, long moreNanos, int linkMtu, long morePacketsSent, long moreBytesSent,
                     long morePacketsReceived, long moreBytesReceived) {
        return new LinkTraffic(calls + moreCalls, durationNanos + moreNanos, linkMtu, packetsSent + morePacketsSent,
                bytesSent + moreBytesSent, packetsReceived + morePacketsReceived, bytesReceived + moreBytesReceived);
    }

    /** Per 10,000 calls, Gray 2005's unit. */
    double per10k(long count) {
        return calls == 0 ? Double.NaN : count * 10_000.0 / calls;
    }

    /** Packets both ways per second of the span: for the span with no calls, the control traffic's rate. */
    double packetsPerSecond() {
        return durationNanos == 0 ? Double.NaN : (packetsSent + packetsReceived) * 1e9 / durationNanos;
    }
}
