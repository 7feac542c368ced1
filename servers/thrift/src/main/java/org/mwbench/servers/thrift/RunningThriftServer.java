package org.mwbench.servers.thrift;

import java.util.Map;
import org.apache.thrift.server.TThreadPoolServer;
import org.mwbench.contract.middleware.RunningServer;

/** A started {@code TThreadPoolServer}, its accept thread, and where it listens. */
final class RunningThriftServer extends RunningServer {
    /** How long close() waits for the accept thread, which waits up to 2 s for the workers. */
    private static final long STOP_PATIENCE_MILLIS = 5_000;

    private final TThreadPoolServer server;
    private final BenchmarkServerSocket transport;
    private final Thread acceptor;

    RunningThriftServer(TThreadPoolServer server, BenchmarkServerSocket transport, Thread acceptor,
                        ThriftEndpoint endpoint, Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.server = server;
        this.transport = transport;
        this.acceptor = acceptor;
    }

    /**
     * Stops accepting and closes every open connection (their workers then end); the port is
     * free when it returns.
     */
    @Override
    protected void stop() throws InterruptedException {
        server.stop();      // closes the listening socket
        transport.close();  // and every connection, which TThreadPoolServer leaves to its clients
        acceptor.join(STOP_PATIENCE_MILLIS);
    }
}
