package org.mwbench.servers.corba.glassfish;

import com.sun.corba.ee.impl.transport.DefaultSocketFactoryImpl;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.corba.CountingSockets;

/**
 * A client ORB's sockets with {@code socket-type=socket} ({@code transport.ORBSocketFactoryClass}):
 * {@link CountingSockets}, whose streams count into this factory's counter; its listener's
 * sockets are the default factory's. GlassFish instantiates the factory once per ORB (its
 * parser table is made anew for each ORB), so the counter is one ORB's, which is one
 * connection's.
 *
 * <p>A counting socket is a plain socket, without a channel: GlassFish then reads the
 * connection with a reader thread of its own and blocking stream reads (what its
 * {@code ORBConnectionSocketType=Socket} does) instead of its default NIO path. That path
 * cannot be counted from outside the ORB: its selectors accept only the JDK's own channel
 * classes, so no wrapping channel can be registered with them, and it reads the channel
 * ({@code ConnectionImpl.blockingRead}, {@code nonBlockingRead}) into a buffer that its
 * private methods parse, with no hook that sees the bytes read.
 */
public final class CountingSocketFactory extends DefaultSocketFactoryImpl {
    private final WireCounter wire = new WireCounter();

    /** No connect timeout, as GlassFish's own factory: its ORBTCPConnectTimeouts bound the retries. */
    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        return CountingSockets.connect(wire, address, 0);
    }

    WireBytes wire() {
        return wire;
    }
}
