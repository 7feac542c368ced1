package org.mwbench.servers.corba.jacorb;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.jacorb.orb.factory.AbstractSocketFactory;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.corba.CountingSockets;

/**
 * A client ORB's sockets ({@code jacorb.net.socket_factory}): {@link CountingSockets}, whose
 * streams count into this factory's counter. JacORB instantiates the factory once per ORB
 * (its {@code SocketFactoryManager} belongs to the ORB's transport manager), so the counter
 * is one ORB's, which is one connection's. JacORB reads the socket's input stream directly
 * and writes through a {@code BufferedOutputStream} on top of its output stream, so the
 * counter sees what goes to the kernel: one add per read, one per flush.
 */
public final class CountingSocketFactory extends AbstractSocketFactory {
    private final WireCounter wire = new WireCounter();

    /** No connect timeout: JacORB calls this one only when it has none (connect_timeout 0). */
    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return CountingSockets.connect(wire, new InetSocketAddress(host, port), 0);
    }

    /** A connect past the timeout throws {@code SocketTimeoutException}: JacORB's base class makes it {@code TIMEOUT}. */
    @Override
    protected Socket doCreateSocket(String host, int port, int timeout) throws IOException {
        return CountingSockets.connect(wire, new InetSocketAddress(host, port), timeout);
    }

    @Override
    public boolean isSSL(Socket socket) {
        return false;
    }

    WireBytes wire() {
        return wire;
    }
}
