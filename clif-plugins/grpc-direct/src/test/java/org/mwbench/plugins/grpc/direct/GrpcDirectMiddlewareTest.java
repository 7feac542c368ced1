package org.mwbench.plugins.grpc.direct;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/**
 * The conformance kit every middleware passes, against a real gRPC server with
 * {@code directExecutor()} on loopback. Its frozen-server test sleeps on the server's event
 * loop, which the client's deadline must not care about.
 */
class GrpcDirectMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "grpc-direct";
    }
}
