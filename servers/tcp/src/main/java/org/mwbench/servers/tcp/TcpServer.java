package org.mwbench.servers.tcp;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * The raw-TCP floor's server: a {@link ServerSocket} on the given address and one thread per
 * connection, speaking the frames of {@link Opcode}. Knobs: {@code threads} (connection threads
 * started with the server, default {@value #DEFAULT_THREADS}; more start when a connection finds
 * none idle: {@link ConnectionThreads}), {@code backlog} (the server socket's, default
 * {@value #DEFAULT_BACKLOG}) and {@code max_connections} (connections served at once, unbounded
 * by default; further ones wait in the backlog until one closes). It has no {@code queue}.
 */
public final class TcpServer implements MiddlewareServer {
    public static final String PROTOCOL = "tcp";

    /**
     * Connections the kernel completes and queues while the acceptor hands one to its thread:
     * enough for a thousand clients connecting at once. With 128, a storm of a few hundred
     * connects overflowed it while the acceptor thread, one among hundreds of busy connection
     * threads on two cores, waited for a core: the kernel dropped the SYNs, the clients resent
     * them 1 s and 3 s later, and their 5 s connect timeouts expired ("Connect timed out").
     * The kernel caps it at {@code net.core.somaxconn}.
     */
    static final int DEFAULT_BACKLOG = 1024;

    /** Connection threads started with the server: a few, so that a test's server starts at once. */
    static final int DEFAULT_THREADS = 16;

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
        ServerOptions options = options(settings.options());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        ServerSocket serverSocket = new ServerSocket();
        try {
            serverSocket.bind(new InetSocketAddress(bind, settings.port()), options.value(ServerKnob.BACKLOG));
            String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
            TcpEndpoint endpoint = new TcpEndpoint(host, serverSocket.getLocalPort());
            Map<String, String> configuration = options.configuration();
            KernelLimits.describeBacklog(configuration, options.value(ServerKnob.BACKLOG));
            boolean whiteBox = WhiteBox.requested(PROTOCOL, settings.options());
            if (whiteBox) {
                configuration.put(WhiteBox.OPTION, "on: the server's part from request frame read to reply encoded");
            }
            // off, the plain dispatcher: no flag test on the call path
            RequestDispatcher dispatcher = whiteBox ? new TimedRequestDispatcher(service) : new RequestDispatcher(service);
            return RunningTcpServer.start(serverSocket, endpoint, dispatcher,
                    new ConnectionLimit(options.limit(ServerKnob.MAX_CONNECTIONS)), options.value(ServerKnob.THREADS),
                    ServerOptions.frozen(configuration));
        } catch (IOException | RuntimeException e) {
            serverSocket.close();
            throw e;
        }
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return options(Map.of());
    }

    static ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(PROTOCOL, given)
                .knob(ServerKnob.THREADS, DEFAULT_THREADS, "connection threads started with the server; one more"
                        + " starts when a connection finds none idle")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, "the ServerSocket's backlog (the JDK's default is 50)")
                .unavailable(ServerKnob.QUEUE, "the raw-TCP server queues no requests: each connection's thread"
                        + " reads its next request when it has answered the last one")
                .unbounded(ServerKnob.MAX_CONNECTIONS, "the acceptor's own limit; beyond it, connects wait in"
                        + " the backlog")
                .options(WhiteBox.OPTION)
                .read();
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
