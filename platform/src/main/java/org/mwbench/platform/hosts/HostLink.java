package org.mwbench.platform.hosts;

/**
 * Where one emulated host lives on the emulated network.
 *
 * @param host        the host, as the hosts file declares it
 * @param namespace   its network namespace
 * @param outerDevice its veth end in the root namespace, on the bridge
 * @param innerDevice its veth end in its namespace, which carries its address
 * @param address     its IPv4 address, in 198.18.0.0/24
 */
public record HostLink(EmulatedHost host, String namespace, String outerDevice, String innerDevice, String address) {
}
