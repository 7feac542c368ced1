package org.mwbench.platform.remote;

import java.net.InetAddress;

/**
 * RMI writes {@code java.rmi.server.hostname} into every stub it hands out; when it is not
 * set, stubs carry whatever address the host name resolves to, which is often not the
 * address the endpoint listens on. Setting it to the bind address makes stubs reachable.
 */
public final class RmiHostName {
    private RmiHostName() {
    }

    public static void use(InetAddress bindAddress) {
        if (System.getProperty("java.rmi.server.hostname") == null && !bindAddress.isAnyLocalAddress()) {
            System.setProperty("java.rmi.server.hostname", bindAddress.getHostAddress());
        }
    }
}
