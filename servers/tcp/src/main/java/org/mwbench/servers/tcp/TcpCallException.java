package org.mwbench.servers.tcp;

import java.io.IOException;

/**
 * A call the server answered with {@link Status#ERROR}: the service threw, or the request was
 * not understood. The message is the server's; the connection stays usable, since the reply
 * was a whole frame.
 */
public final class TcpCallException extends IOException {
    private static final long serialVersionUID = 1L;

    public TcpCallException(String serverMessage) {
        super(serverMessage);
    }
}
