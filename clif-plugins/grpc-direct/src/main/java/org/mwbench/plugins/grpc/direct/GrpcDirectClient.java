package org.mwbench.plugins.grpc.direct;

import org.mwbench.servers.grpc.CallExecutor;
import org.mwbench.servers.grpc.client.GrpcMiddlewareClient;

/**
 * Protocol {@code grpc-direct}: the gRPC client with {@code directExecutor()} on its channel,
 * for the server that runs its handlers with {@code directExecutor()} too. The channel code
 * is the server module's {@link GrpcMiddlewareClient}, shared with {@code grpc}.
 */
public final class GrpcDirectClient extends GrpcMiddlewareClient {
    public GrpcDirectClient() {
        super(CallExecutor.DIRECT);
    }
}
