package org.mwbench.servers.grpc.client;

import io.grpc.ClientInterceptors;
import io.grpc.ManagedChannel;
import java.time.Duration;
import org.mwbench.contract.middleware.WhiteBoxTimed;

/** A gRPC connection whose stub calls through {@link WhiteBoxClientInterceptor} ({@code whitebox=true}). */
final class TimedGrpcConnection extends GrpcConnection implements WhiteBoxTimed {

    TimedGrpcConnection(String endpoint, ManagedChannel channel, Duration callTimeout, WireCounts counts) {
        super(endpoint, channel, ClientInterceptors.intercept(channel, new WhiteBoxClientInterceptor()), callTimeout,
                counts);
    }
}
