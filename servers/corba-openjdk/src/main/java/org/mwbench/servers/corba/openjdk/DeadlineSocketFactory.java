package org.mwbench.servers.corba.openjdk;

import com.sun.corba.se.impl.transport.DefaultSocketFactoryImpl;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;

/**
 * A client ORB's sockets: {@link DeadlineSocket}s, connected within the call timeout.
 * Listening sockets are the default factory's.
 */
public final class DeadlineSocketFactory extends DefaultSocketFactoryImpl {
    private volatile Duration timeout = Duration.ofSeconds(10);

    void setTimeout(Duration timeout) {
        this.timeout = timeout;
    }

    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        DeadlineSocket socket = new DeadlineSocket(timeout);
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
}
