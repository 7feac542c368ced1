package org.mwbench.servers.fractalrmi.orb;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnknownHostException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.mwbench.contract.middleware.WireCounter;
import org.objectweb.jonathan.apis.kernel.JonathanException;
import org.objectweb.jonathan.apis.protocols.ip.IpConnection;
import org.objectweb.jonathan.apis.protocols.ip.IpSession;
import org.objectweb.jonathan.apis.protocols.ip.TcpIpConnectionMgr;
import org.objectweb.jonathan.apis.protocols.ip.TcpIpSrvConnectionFactory;

/**
 * Makes the ORB's TCP sockets: the content of its {@code sockets} component, under Jonathan's
 * own connection manager, in place of Jonathan's {@code IPv4ConnectionFactory}.
 *
 * <p>Why not Jonathan's: it turns "127.0.0.1" and "localhost" into the host's first
 * non-loopback address (or {@code -Djonathan.connectionfactory.host}, one value for the whole
 * JVM), both where a server listens and where a client connects, so a server cannot be bound
 * to loopback; it connects with no timeout, retries ten times, lingers 100 s on close, and
 * does a reverse DNS lookup per accepted connection. This one listens on
 * {@link #getBindAddress()}, connects to the address it is given within
 * {@link #getConnectTimeoutMillis()}, and sets {@code TCP_NODELAY} as Jonathan does.
 *
 * <p>Given a {@link #setWireCounter WireCounter}, every socket it makes counts its bytes there:
 * a client connection's ORB is its own, so its factory's sockets are that connection's.
 */
public class SocketConnectionFactory implements TcpIpConnectionMgr, SocketAttributes, OrbResource {
    private final Set<AutoCloseable> open = ConcurrentHashMap.newKeySet();
    private volatile String bindAddress = "127.0.0.1";
    private volatile int connectTimeoutMillis;
    private volatile int readTimeoutMillis;
    private volatile int backlog = ListeningSocket.DEFAULT_BACKLOG;
    private volatile int listeningPort = -1;
    private volatile WireCounter wire;
    private volatile boolean released;

    @Override
    public IpConnection newCltConnection(String host, int port, IpSession session) throws JonathanException {
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(readTimeoutMillis);
            socket.connect(new InetSocketAddress(host, port), connectTimeoutMillis);
            return track(new SocketConnection(this, socket, wire, session, host, port));
        } catch (IOException e) {
            closeQuietly(socket);
            throw new JonathanException(e);
        }
    }

    @Override
    public TcpIpSrvConnectionFactory newSrvConnectionFactory(int port) throws JonathanException {
        ListeningSocket listening = track(new ListeningSocket(this, bindAddress, port, backlog));
        listeningPort = listening.getPort();
        return listening;
    }

    /** Addresses stay as given; a host name becomes its address, as Jonathan does. */
    @Override
    public String getCanonicalHostName(String host) {
        if (host == null || host.isEmpty() || Character.isDigit(host.charAt(0)) || host.indexOf(':') >= 0) {
            return host;
        }
        try {
            return InetAddress.getByName(host).getHostAddress();
        } catch (UnknownHostException e) {
            return host;
        }
    }

    @Override
    public String getBindAddress() {
        return bindAddress;
    }

    @Override
    public void setBindAddress(String address) {
        bindAddress = address;
    }

    @Override
    public int getConnectTimeoutMillis() {
        return connectTimeoutMillis;
    }

    @Override
    public void setConnectTimeoutMillis(int millis) {
        connectTimeoutMillis = millis;
    }

    @Override
    public int getReadTimeoutMillis() {
        return readTimeoutMillis;
    }

    @Override
    public void setReadTimeoutMillis(int millis) {
        readTimeoutMillis = millis;
    }

    @Override
    public WireCounter getWireCounter() {
        return wire;
    }

    @Override
    public void setWireCounter(WireCounter wire) {
        this.wire = wire;
    }

    @Override
    public int getBacklog() {
        return backlog;
    }

    @Override
    public void setBacklog(int backlog) {
        this.backlog = backlog;
    }

    @Override
    public int getListeningPort() {
        return listeningPort;
    }

    /** Closes every server socket and connection this factory made, and any it makes later. */
    @Override
    public void release() {
        released = true;
        for (AutoCloseable closeable : open) {
            closeQuietly(closeable);
        }
        open.clear();
        listeningPort = -1;
    }

    <T extends AutoCloseable> T track(T closeable) {
        open.add(closeable);
        if (released) {
            closeQuietly(closeable);
        }
        return closeable;
    }

    void forget(AutoCloseable closeable) {
        open.remove(closeable);
    }

    static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // Closing for good: there is nothing left to do with a failure.
        }
    }
}
