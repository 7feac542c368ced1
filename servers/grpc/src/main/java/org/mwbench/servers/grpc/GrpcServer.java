package org.mwbench.servers.grpc;

/** Protocol {@code grpc}: gRPC with its default executors. */
public final class GrpcServer extends AbstractGrpcServer {
    public static final String PROTOCOL = "grpc";

    public GrpcServer() {
        super(CallExecutor.DEFAULT);
    }
}
