package org.mwbench.servers.corba;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The client sockets of the ORBs' counting socket factories, made in one place: a
 * {@link CountingSocket} (a plain socket, no channel, whose streams count into the client
 * ORB's {@link WireCounter}), Nagle off as every ORB here sets it, connected within the
 * ORB's connect timeout. Each ORB's factory adapts this to its own factory interface.
 */
public final class CountingSockets {
    private CountingSockets() {
    }

    /**
     * @param timeoutMillis the connect timeout, 0 for none (the ORB bounds connecting otherwise)
     * @throws IOException the connect's own exception ({@code SocketTimeoutException} past the
     *         timeout), the socket closed
     */
    public static Socket connect(WireCounter counter, InetSocketAddress address, int timeoutMillis)
            throws IOException {
        Socket socket = new CountingSocket(counter);
        try {
            socket.setTcpNoDelay(true);
            socket.connect(address, Math.max(0, timeoutMillis));
            return socket;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }
}
