package org.mwbench.servers.fractalrmi.orb;

import org.mwbench.contract.middleware.WireCounter;
import org.objectweb.fractal.api.control.AttributeController;

/** The socket factory's attributes. */
public interface SocketAttributes extends AttributeController {

    /** @return the address server sockets listen on, and that exported references carry */
    String getBindAddress();

    void setBindAddress(String address);

    /** @return the longest a client connection may take to open, in milliseconds; 0 for none */
    int getConnectTimeoutMillis();

    void setConnectTimeoutMillis(int millis);

    /**
     * @return the longest a caller's read of its reply may block, in milliseconds (the client
     *         sockets' {@code SO_TIMEOUT}); 0 for none
     */
    int getReadTimeoutMillis();

    void setReadTimeoutMillis(int millis);

    /**
     * @return where the sockets opened or accepted from now on count their bytes, or null
     *         (the default) for sockets that count nothing, as a server's
     */
    WireCounter getWireCounter();

    /** Set by a client before its first call; a socket keeps the counter it was made with. */
    void setWireCounter(WireCounter wire);

    /** @return the backlog of the server sockets opened from now on (Jonathan's is 50) */
    int getBacklog();

    void setBacklog(int backlog);

    /** @return the port of the last server socket opened, or -1 if none is open */
    int getListeningPort();
}
