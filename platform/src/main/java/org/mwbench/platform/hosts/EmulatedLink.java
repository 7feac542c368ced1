package org.mwbench.platform.hosts;

import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.Collections;
import java.util.Optional;

/**
 * The emulated host's link this JVM talks through, when it runs on an emulated host: the
 * namespace's one interface with a host address of the emulated network. On a machine's own
 * network (no such address) there is none, and nothing should be counted: a real interface
 * carries everybody's traffic.
 *
 * <p>What its counters include, besides the calls: the agent's control traffic with the
 * supervisor (198.18.0.1; TLS, per-second summaries, lease renewals) crosses the same
 * veth, since the agent and its blades share the namespace.
 *
 * @param device the interface's name, e.g. {@code mwbh4242i0}
 * @param mtu    its MTU when found
 */
public record EmulatedLink(String device, int mtu) {
    /** The emulated link of this process's namespace, or empty when it runs on no emulated host. */
    public static Optional<EmulatedLink> ofThisProcess() throws SocketException {
        for (NetworkInterface candidate : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (candidate.isLoopback() || !candidate.isUp()) {
                continue;
            }
            for (InetAddress address : Collections.list(candidate.getInetAddresses())) {
                if (NetworkLayout.isHostAddress(address)) {
                    return Optional.of(new EmulatedLink(candidate.getName(), candidate.getMTU()));
                }
            }
        }
        return Optional.empty();
    }

    /** What the link counted so far, read from this process's own namespace. */
    public DeviceCounters read() throws IOException {
        return ProcNetDev.read(device);
    }
}
