package org.mwbench.plugins.grpc;

import org.mwbench.servers.grpc.CallExecutor;
import org.mwbench.servers.grpc.client.GrpcMiddlewareClient;

/**
 * Protocol {@code grpc}: the gRPC client with gRPC's default executors. The channel code is
 * the server module's {@link GrpcMiddlewareClient}, shared with {@code grpc-direct}.
 */
public final class GrpcClient extends GrpcMiddlewareClient {
    public GrpcClient() {
        super(CallExecutor.DEFAULT);
    }
}
