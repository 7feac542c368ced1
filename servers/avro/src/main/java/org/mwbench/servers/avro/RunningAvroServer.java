package org.mwbench.servers.avro;

import java.util.Map;
import org.apache.avro.ipc.netty.NettyServer;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A started Avro server. {@link #close()} asks its event loops to stop at once, then closes the
 * NettyServer, which waits for its accept and I/O loops to end: the port is free and every
 * connection closed when it returns; clients' calls in progress fail with Avro's
 * "Connection was closed" IOException.
 */
final class RunningAvroServer extends RunningServer {
    private final NettyServer server;
    private final EventLoopGroups groups;

    RunningAvroServer(NettyServer server, EventLoopGroups groups, AvroEndpoint endpoint, Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.server = server;
        this.groups = groups;
    }

    @Override
    protected void stop() {
        groups.shutdown();
        server.close();
    }
}
