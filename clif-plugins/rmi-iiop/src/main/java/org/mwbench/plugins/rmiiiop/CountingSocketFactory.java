package org.mwbench.plugins.rmiiiop;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import com.sun.corba.ee.impl.transport.DefaultSocketFactoryImpl;
import com.sun.corba.ee.spi.orb.ORB;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The socket factory of a client that counts its bytes ({@code socket-type=socket}): its
 * connections are plain blocking sockets, GlassFish's {@code Socket} socket type, whose streams
 * count what crosses them ({@link CountingSocket}), connected within the call timeout like
 * {@link TimedSocketFactory}'s.
 *
 * <p>Why not the default NIO channels: GlassFish reads and writes those through the JDK's
 * {@code SocketChannel}, which cannot be wrapped (a selector registers only the JDK's own
 * channel class), and its read path has no hook a subclass could count in. Given a socket
 * without a channel, GlassFish reads it with a reader thread of its own and writes through its
 * output stream: the same GIOP messages, hence the same bytes, by another transport. That
 * transport is faster on loopback (one thread hop less per reply), so its latencies are not
 * those of the default and are reported under their own option.
 *
 * <p>GlassFish makes one instance per ORB, and a client connection has an ORB of its own, so
 * this factory's counter is that connection's: every byte of every socket the ORB opened,
 * GIOP headers and its connection set-up included.
 */
public final class CountingSocketFactory extends DefaultSocketFactoryImpl {
    private final WireCounter wire = new WireCounter();
    private int connectTimeoutMillis;

    /** The factory GlassFish made for {@code orb}, which must have been set up to use this class. */
    static CountingSocketFactory of(org.omg.CORBA.ORB orb) {
        return (CountingSocketFactory) ((ORB) orb).getORBData().getSocketFactory();
    }

    WireCounter wire() {
        return wire;
    }

    @Override
    public void setORB(ORB orb) {
        super.setORB(orb);
        connectTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, orb.getORBData().getWaitForResponseTimeout());
    }

    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        Socket socket = new CountingSocket(wire);
        try {
            socket.connect(address, connectTimeoutMillis);
            socket.setTcpNoDelay(true);
            return socket;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }
}
