package org.mwbench.plugins.grpc;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of gRPC: a client and a server interceptor, the server's part in a trailer. */
class GrpcWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "grpc";
    }
}
