package org.mwbench.platform.security;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * The address RMI tests bind and call. Stubs carry {@code java.rmi.server.hostname}, not the bind
 * address (see {@link RmiEndpoints}), so the property is pinned to the loopback address before any
 * test exports; class initialization runs before the first export of any test that uses this.
 */
public final class Loopback {

    public static final InetAddress ADDRESS;

    static {
        if (System.getProperty("java.rmi.server.hostname") == null) {
            System.setProperty("java.rmi.server.hostname", "127.0.0.1");
        }
        try {
            ADDRESS = InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
        } catch (UnknownHostException impossible) {
            throw new ExceptionInInitializerError(impossible);
        }
    }

    private Loopback() {
    }
}
