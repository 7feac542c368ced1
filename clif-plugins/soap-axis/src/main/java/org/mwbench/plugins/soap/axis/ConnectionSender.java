package org.mwbench.plugins.soap.axis;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.apache.axis.MessageContext;
import org.apache.axis.components.net.BooleanHolder;
import org.apache.axis.transport.http.HTTPSender;
import org.apache.axis.transport.http.SocketHolder;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.WireCounter;

/**
 * Axis 1.4's own HTTP sender, unchanged in what it writes and reads (HTTP/1.0, one TCP
 * connection per call, closed after the reply), with the one step it lets a subclass replace:
 * making the socket. Where Axis asks its JVM-global {@code SocketFactory} (which reads the
 * proxy settings from system properties and connects by reflection), this sender connects
 * the connection's own {@link CountingSocket} to the endpoint's address resolved once:
 * <ul>
 *   <li>the connect waits at most the call's timeout, and every read of the reply too
 *       ({@code SO_TIMEOUT}), as Axis's factory does with {@code Call.setTimeout};</li>
 *   <li>{@code TCP_NODELAY} is set, so the request's last segment does not wait for the
 *       server's ACK of the one before;</li>
 *   <li>the bytes are counted for this connection only, where a socket factory would count
 *       for the whole JVM.</li>
 * </ul>
 * One instance serves every call of one connection; it keeps no per-call state of its own.
 */
class ConnectionSender extends HTTPSender {
    private static final long serialVersionUID = 1L;

    private final String host;
    private final int port;
    private final transient InetSocketAddress server;
    private final transient WireCounter counter;

    /**
     * @param host the endpoint URL's host, as {@code java.net.URL} gives it to Axis
     * @param port the endpoint URL's port
     * @param server the address the host resolved to
     */
    ConnectionSender(String host, int port, InetSocketAddress server, WireCounter counter) {
        this.host = host;
        this.port = port;
        this.server = server;
        this.counter = counter;
    }

    @Override
    protected void getSocket(SocketHolder holder, MessageContext context, String protocol, String host, int port,
                             int timeout, StringBuffer otherHeaders, BooleanHolder useFullUrl) throws Exception {
        if (!"http".equals(protocol)) {
            throw new IOException("soap-axis speaks plain http, not " + protocol);
        }
        // The endpoint's address, resolved at connect; another one (a redirect) is resolved now.
        InetSocketAddress address = host.equals(this.host) && port == this.port
                ? server : new InetSocketAddress(host, port < 0 ? 80 : port);
        Socket socket = new CountingSocket(counter);
        try {
            socket.setTcpNoDelay(true);
            socket.connect(address, timeout);
            socket.setSoTimeout(timeout);
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
        holder.setSocket(socket);
    }
}
