package org.mwbench.plugins.rmiiiop;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.servers.rmiiiop.RmiIiopServer;

/**
 * The client's options, parsed and checked.
 *
 * @param socketType {@code socket-type=channel} (the default, GlassFish as shipped): NIO socket
 *                   channels, read by the ORB's selector and worker threads; the connection does
 *                   not count its bytes. {@code socket-type=socket}: plain blocking sockets, each
 *                   read by a reader thread of its own; the connection counts its bytes on the
 *                   wire (see {@link org.mwbench.servers.glassfish.sockets.CountingSocketFactory} for why only then). The same option
 *                   and values as the corba-glassfish client's, the other GlassFish ORB user.
 * @param whiteBox   {@code whitebox=true} (default false): the CORBA clients' white-box portable
 *                   interceptor in the client's ORB; off, the ORB has none.
 */
record ClientOptions(SocketType socketType, boolean whiteBox) {
    static final String SOCKET_TYPE = "socket-type";

    /** GlassFish's two kinds of client socket. */
    enum SocketType {
        CHANNEL("channel"),
        SOCKET("socket");

        private final String optionValue;

        SocketType(String optionValue) {
            this.optionValue = optionValue;
        }
    }

    /** @throws IllegalArgumentException naming the option and its value, or the unknown option */
    static ClientOptions parse(Map<String, String> options) {
        Middlewares.requireKnownOptions(RmiIiopServer.PROTOCOL, options, Set.of(SOCKET_TYPE, WhiteBox.OPTION));
        boolean whiteBox = WhiteBox.requested(RmiIiopServer.PROTOCOL, options);
        String value = options.get(SOCKET_TYPE);
        if (value == null) {
            return new ClientOptions(SocketType.CHANNEL, whiteBox);
        }
        for (SocketType type : SocketType.values()) {
            if (type.optionValue.equals(value.trim().toLowerCase(Locale.ROOT))) {
                return new ClientOptions(type, whiteBox);
            }
        }
        throw new IllegalArgumentException("protocol '" + RmiIiopServer.PROTOCOL + "' takes " + SOCKET_TYPE
                + "=channel (GlassFish's NIO transport, the default) or " + SOCKET_TYPE
                + "=socket (blocking sockets whose bytes are counted), not " + SOCKET_TYPE + "=" + value);
    }

    /** Whether the connection's sockets count their bytes. */
    boolean countsWireBytes() {
        return socketType == SocketType.SOCKET;
    }
}
