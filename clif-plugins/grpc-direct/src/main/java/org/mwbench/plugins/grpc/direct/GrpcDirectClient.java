package org.mwbench.plugins.grpc.direct;

import org.mwbench.plugins.grpc.common.AbstractGrpcClient;
import org.mwbench.servers.grpc.CallExecutor;

/**
 * Protocol {@code grpc-direct}: the gRPC client with {@code directExecutor()} on its channel,
 * for the server that runs its handlers with {@code directExecutor()} too. The channel code
 * is grpc-common's {@link AbstractGrpcClient}, shared with {@code grpc}.
 */
public final class GrpcDirectClient extends AbstractGrpcClient {
    public GrpcDirectClient() {
        super(CallExecutor.DIRECT);
    }
}
