package org.mwbench.plugins.xmlrpc;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.apache.commons.httpclient.params.HttpConnectionParams;
import org.apache.commons.httpclient.protocol.ProtocolSocketFactory;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.WireCounter;

/**
 * Opens one connection's HTTP sockets: {@link CountingSocket}s, connected within the
 * connection timeout HttpClient passes in its parameters (the call timeout). HttpClient then
 * sets {@code SO_TIMEOUT} and {@code TCP_NODELAY} from the same parameters.
 *
 * <p>Given to HttpClient through a {@code Protocol} on the client's own host configuration,
 * not registered JVM-wide with {@code Protocol.registerProtocol}: each connection counts its
 * own sockets.
 */
final class CountingSocketFactory implements ProtocolSocketFactory {
    private final WireCounter counter;

    CountingSocketFactory(WireCounter counter) {
        this.counter = counter;
    }

    /** Not used by HttpClient 3.1, which passes its parameters; no timeout known here. */
    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connect(host, port, null, 0, 0);
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localAddress, int localPort) throws IOException {
        return connect(host, port, localAddress, localPort, 0);
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localAddress, int localPort,
                               HttpConnectionParams params) throws IOException {
        return connect(host, port, localAddress, localPort, params == null ? 0 : params.getConnectionTimeout());
    }

    private Socket connect(String host, int port, InetAddress localAddress, int localPort, int timeoutMillis)
            throws IOException {
        Socket socket = new CountingSocket(counter);
        try {
            if (localAddress != null) {
                socket.bind(new InetSocketAddress(localAddress, localPort));
            }
            socket.connect(new InetSocketAddress(host, port), timeoutMillis);
            return socket;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /** HttpClient pools connections per host configuration, whose protocols compare by factory. */
    @Override
    public boolean equals(Object other) {
        return other instanceof CountingSocketFactory && ((CountingSocketFactory) other).counter == counter;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(counter);
    }
}
