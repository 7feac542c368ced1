package org.mwbench.platform.hosts;

/**
 * A host's veth end as the kernel counted it, read inside the host's namespace: what the
 * host sent and received over its emulated link, and the MTU that was in force.
 */
public record LinkCounters(int mtu, long sentBytes, long sentPackets, long receivedBytes, long receivedPackets) {
}
