package org.mwbench.plugins.grpc.direct;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of gRPC with directExecutor: the same interceptors as grpc's. */
class GrpcDirectWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "grpc-direct";
    }
}
