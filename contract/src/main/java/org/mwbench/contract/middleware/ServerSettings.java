package org.mwbench.contract.middleware;

import java.util.Map;

/**
 * Where and how a server listens.
 *
 * @param bindAddress the address to listen on; loopback unless the user says otherwise
 * @param port        the port to listen on; 0 for one the system picks
 * @param options     middleware-specific settings ({@code threads=...}), already checked
 *                    by nobody: a server refuses the options it does not know, naming them
 */
public record ServerSettings(String bindAddress, int port, Map<String, String> options) {
    public static final String LOOPBACK = "127.0.0.1";

    public ServerSettings {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " is not between 0 and 65535");
        }
        options = Map.copyOf(options);
    }

    /** Loopback, any free port, no options: what tests use. */
    public static ServerSettings loopback() {
        return new ServerSettings(LOOPBACK, 0, Map.of());
    }
}
