package org.mwbench.plugins.grpc;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real gRPC server on loopback. */
class GrpcMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "grpc";
    }
}
