package org.mwbench.servers.glassfish.sockets;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import com.sun.corba.ee.impl.transport.DefaultSocketFactoryImpl;
import com.sun.corba.ee.spi.orb.ORB;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The client sockets of a GlassFish ORB that counts its bytes: plain blocking sockets,
 * GlassFish's {@code Socket} socket type, whose streams count what crosses them
 * ({@link CountingSocket}), connected within each attempt's share of the call timeout
 * ({@link ClientConnects}). Listening sockets are the default factory's.
 *
 * <p>Why not GlassFish's default NIO channels: it reads and writes those through the JDK's
 * {@code SocketChannel}, which cannot be wrapped (a selector registers only the JDK's own
 * channel classes), and its read path ({@code ConnectionImpl}) parses a buffer in private
 * methods, with no hook that sees the bytes read. Given a socket without a channel, GlassFish
 * reads it with a reader thread of its own and writes through its output stream: the same
 * GIOP messages, hence the same bytes, by another transport, faster on loopback (one thread
 * hop less per reply), so its latencies are reported under their own option.
 *
 * <p>GlassFish makes one instance per ORB (its parser table is made anew for each ORB), and a
 * client connection has an ORB of its own, so this factory's counter is that connection's:
 * every byte of every socket the ORB opened, GIOP headers and its connection set-up included.
 */
public final class CountingSocketFactory extends DefaultSocketFactoryImpl {
    private final WireCounter wire = new WireCounter();
    private int connectTimeoutMillis;

    /** The factory of {@code orb}, if the ORB was made with {@link ClientConnects#properties} counting. */
    public static CountingSocketFactory of(org.omg.CORBA.ORB orb) {
        Object factory = ((ORB) orb).getORBData().getSocketFactory();
        if (!(factory instanceof CountingSocketFactory)) {
            throw new IllegalStateException("this ORB's sockets are not counted: " + factory);
        }
        return (CountingSocketFactory) factory;
    }

    /** Whether {@code orb}'s sockets come from this class. */
    public static boolean counts(org.omg.CORBA.ORB orb) {
        return ((ORB) orb).getORBData().getSocketFactory() instanceof CountingSocketFactory;
    }

    public WireCounter wire() {
        return wire;
    }

    @Override
    public void setORB(ORB orb) {
        super.setORB(orb);
        connectTimeoutMillis = ClientConnects.attemptTimeoutMillis(orb);
    }

    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        return ClientConnects.connect(new CountingSocket(wire), address, connectTimeoutMillis);
    }
}
