package org.mwbench.plugins.rmiiiop;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.SocketChannel;
import com.sun.corba.ee.impl.transport.DefaultSocketFactoryImpl;
import com.sun.corba.ee.spi.orb.ORB;

/**
 * GlassFish's default socket factory, except that a client connects with a timeout: the
 * default connects with none, so a host that drops packets would hold a call for the
 * system's TCP connect timeout (minutes). The timeout is the ORB's wait-for-response
 * timeout, the client's call timeout. Sockets stay NIO channels, as GlassFish expects.
 */
public final class TimedSocketFactory extends DefaultSocketFactoryImpl {
    private int connectTimeoutMillis;

    @Override
    public void setORB(ORB orb) {
        super.setORB(orb);
        connectTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, orb.getORBData().getWaitForResponseTimeout());
    }

    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        SocketChannel channel = SocketChannel.open();
        try {
            Socket socket = channel.socket();
            socket.connect(address, connectTimeoutMillis);
            socket.setTcpNoDelay(true);
            return socket;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }
}
