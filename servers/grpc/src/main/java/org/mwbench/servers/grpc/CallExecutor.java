package org.mwbench.servers.grpc;

/**
 * Where gRPC runs application code: the difference between the two gRPC protocols, which
 * are otherwise the same stack, the same .proto and the same code.
 */
public enum CallExecutor {
    /**
     * gRPC's defaults: the server runs each call's handler on its shared cached thread pool,
     * one hop away from the Netty event loop that read the request.
     */
    DEFAULT("grpc"),
    /**
     * {@code directExecutor()} on the server and on the client's channel. The server runs
     * handlers on the Netty event loop that read the request, with no hop: fast, and only safe
     * because no handler here blocks (a slow service stalls every connection on that event
     * loop). On the client the setting changes nothing a blocking call does: gRPC's blocking
     * stub runs its call's callbacks on the calling thread (its {@code ThreadlessExecutor})
     * whatever the channel's executor is; only the channel's own callbacks move.
     */
    DIRECT("grpc-direct");

    private final String protocol;

    CallExecutor(String protocol) {
        this.protocol = protocol;
    }

    /** The protocol name this choice is measured under. */
    public String protocol() {
        return protocol;
    }
}
