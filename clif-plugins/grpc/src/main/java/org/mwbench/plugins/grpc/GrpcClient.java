package org.mwbench.plugins.grpc;

import org.mwbench.plugins.grpc.common.AbstractGrpcClient;
import org.mwbench.servers.grpc.CallExecutor;

/**
 * Protocol {@code grpc}: the gRPC client with gRPC's default executors. The channel code is
 * grpc-common's {@link AbstractGrpcClient}, shared with {@code grpc-direct}.
 */
public final class GrpcClient extends AbstractGrpcClient {
    public GrpcClient() {
        super(CallExecutor.DEFAULT);
    }
}
