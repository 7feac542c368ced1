package org.mwbench.servers.corba.glassfish;

import java.util.Locale;
import java.util.Map;

/**
 * The GlassFish client's option {@value #OPTION}: how its ORB reads its connections, after
 * GlassFish's own {@code ORBConnectionSocketType}. {@code channel}, the default, is
 * GlassFish as shipped: socket channels read by its NIO selector threads, which nothing
 * outside the ORB can count. {@code socket}: plain sockets, each read by a reader thread of
 * its own with blocking reads, made by a {@link org.mwbench.servers.glassfish.sockets.CountingSocketFactory}, so the connection
 * counts its bytes on the wire. The GIOP bytes are the same either way; the latency is not.
 */
enum ClientSocketType {
    CHANNEL, SOCKET;

    static final String OPTION = "socket-type";

    /**
     * @return the option's value, {@link #CHANNEL} when absent
     * @throws IllegalArgumentException naming the option when its value is neither channel nor socket
     */
    static ClientSocketType of(Map<String, String> options) {
        String value = options.get(OPTION);
        if (value == null) {
            return CHANNEL;
        }
        switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "channel":
                return CHANNEL;
            case "socket":
                return SOCKET;
            default:
                throw new IllegalArgumentException("protocol '" + GlassfishServer.PROTOCOL + "' takes " + OPTION
                        + "=channel or " + OPTION + "=socket, not " + OPTION + "=" + value);
        }
    }
}
