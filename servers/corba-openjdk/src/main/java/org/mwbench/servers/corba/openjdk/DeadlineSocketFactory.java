package org.mwbench.servers.corba.openjdk;

import com.sun.corba.se.impl.transport.DefaultSocketFactoryImpl;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;

/**
 * A client ORB's sockets: {@link DeadlineSocket}s, connected within the call timeout, whose
 * streams count the bytes on the wire into this factory's counter. The ORB instantiates the
 * factory once per ORB, so the counter is one ORB's, which is one connection's. Listening
 * sockets are the default factory's.
 */
public final class DeadlineSocketFactory extends DefaultSocketFactoryImpl {
    private volatile Duration timeout = Duration.ofSeconds(10);
    private final WireCounter wire = new WireCounter();

    void setTimeout(Duration timeout) {
        this.timeout = timeout;
    }

    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        DeadlineSocket socket = new DeadlineSocket(timeout, wire);
        try {
            socket.setTcpNoDelay(true);
            socket.connect(address, (int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toMillis())));
            socket.setSoTimeout(socket.tickMillis());
            return socket;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    WireBytes wire() {
        return wire;
    }
}
