package org.mwbench.servers.corba.jacorb;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.jacorb.config.Configurable;
import org.jacorb.config.Configuration;
import org.jacorb.config.ConfigurationException;
import org.jacorb.orb.factory.ServerSocketFactory;

/**
 * A server ORB's listening sockets ({@code jacorb.net.server_socket_factory}) with the backlog
 * of the {@code backlog} knob, which JacORB's listener cannot ask for: it passes -1, the
 * JDK's default of 50. JacORB makes the factory once per ORB and configures it with the ORB's
 * configuration, where the server put {@value #BACKLOG}.
 */
public final class BacklogServerSocketFactory implements ServerSocketFactory, Configurable {
    /** The ORB property this factory reads its backlog from. */
    static final String BACKLOG = "mwbench.jacorb.backlog";

    private int backlog = JacorbOrb.DEFAULT_BACKLOG;

    @Override
    public void configure(Configuration configuration) throws ConfigurationException {
        backlog = configuration.getAttributeAsInteger(BACKLOG, JacorbOrb.DEFAULT_BACKLOG);
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        return new ServerSocket(port, backlog);
    }

    /** A backlog JacORB names (it names none: -1) yields to the knob's. */
    @Override
    public ServerSocket createServerSocket(int port, int backlog) throws IOException {
        return new ServerSocket(port, backlog > 0 ? backlog : this.backlog);
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog, InetAddress address) throws IOException {
        return new ServerSocket(port, backlog > 0 ? backlog : this.backlog, address);
    }
}
