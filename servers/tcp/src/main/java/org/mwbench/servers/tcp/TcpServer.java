package org.mwbench.servers.tcp;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Set;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * The raw-TCP floor's server: a {@link ServerSocket} on the given address and one thread per
 * connection, speaking the frames of {@link Opcode}. It takes no options.
 */
public final class TcpServer implements MiddlewareServer {
    public static final String PROTOCOL = "tcp";

    /** Pending connections the kernel queues while the acceptor hands one to its thread. */
    private static final int BACKLOG = 128;

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /**
     * Binds, starts the acceptor and returns: the kernel accepts connections from the moment
     * the socket is bound, so the server takes calls when this returns.
     *
     * @throws java.net.BindException "Address already in use" and the like, as java.net says it
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException {
        Middlewares.requireKnownOptions(PROTOCOL, settings.options(), Set.of());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        ServerSocket serverSocket = new ServerSocket();
        try {
            serverSocket.bind(new InetSocketAddress(bind, settings.port()), BACKLOG);
            String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
            TcpEndpoint endpoint = new TcpEndpoint(host, serverSocket.getLocalPort());
            return RunningTcpServer.start(serverSocket, endpoint, new RequestDispatcher(service));
        } catch (IOException | RuntimeException e) {
            serverSocket.close();
            throw e;
        }
    }
}
