package org.mwbench.platform.hosts;

/**
 * What one network device counted, each way, as the kernel keeps it. These are link-level
 * counts of every frame the device carried: Ethernet and TCP/IP headers included, pure ACKs,
 * retransmissions, and every flow that shares the device, not only the one being measured.
 */
public record DeviceCounters(long sentBytes, long sentPackets, long receivedBytes, long receivedPackets) {
    /** What was counted since {@code earlier}. */
    public DeviceCounters minus(DeviceCounters earlier) {
        return new DeviceCounters(sentBytes - earlier.sentBytes, sentPackets - earlier.sentPackets,
                receivedBytes - earlier.receivedBytes, receivedPackets - earlier.receivedPackets);
    }
}
