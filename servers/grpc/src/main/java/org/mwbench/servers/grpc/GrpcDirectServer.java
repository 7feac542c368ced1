package org.mwbench.servers.grpc;

/** Protocol {@code grpc-direct}: gRPC with {@code directExecutor()}. */
public final class GrpcDirectServer extends AbstractGrpcServer {
    public static final String PROTOCOL = "grpc-direct";

    public GrpcDirectServer() {
        super(CallExecutor.DIRECT);
    }
}
