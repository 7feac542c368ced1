package org.mwbench.servers.glassfish.sockets;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.SocketChannel;
import com.sun.corba.ee.impl.transport.DefaultSocketFactoryImpl;
import com.sun.corba.ee.spi.orb.ORB;

/**
 * GlassFish's default client sockets, NIO channels read by its selector and worker threads,
 * connected within each attempt's share of the call timeout ({@link ClientConnects}): the
 * default factory connects with none. Listening sockets are the default factory's.
 */
public final class ChannelSocketFactory extends DefaultSocketFactoryImpl {
    private int connectTimeoutMillis;

    @Override
    public void setORB(ORB orb) {
        super.setORB(orb);
        connectTimeoutMillis = ClientConnects.attemptTimeoutMillis(orb);
    }

    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        SocketChannel channel = SocketChannel.open();
        try {
            return ClientConnects.connect(channel.socket(), address, connectTimeoutMillis);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }
}
