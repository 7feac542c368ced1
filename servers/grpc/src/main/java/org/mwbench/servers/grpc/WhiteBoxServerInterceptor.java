package org.mwbench.servers.grpc;

import io.grpc.Context;
import io.grpc.ForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerStreamTracer;
import io.grpc.Status;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;

/**
 * The server's white-box hook, installed only with {@code whitebox=true}: a stream tracer notes
 * when the request message has been read whole (on the Netty event loop, before it is parsed), and
 * this interceptor, at the call's close (the reply serialized, the trailers not yet written), sends
 * the time since then back in the {@value WhiteBox#SERVER_NANOS} trailer. So the server's part is
 * the hand-off to the executor, the request's parse, the service and the reply's serialization. It
 * does not see the HTTP/2 frames' decoding before the message is whole, nor the writing of the
 * reply's frames. (Timing from the interceptor's own start would not do: gRPC starts a call when its
 * headers arrive, which can be before the client has even sent the request message.)
 */
public final class WhiteBoxServerInterceptor implements ServerInterceptor {
    public static final Metadata.Key<String> SERVER_NANOS =
            Metadata.Key.of(WhiteBox.SERVER_NANOS, Metadata.ASCII_STRING_MARSHALLER);

    private static final Context.Key<RequestRead> REQUEST_READ = Context.key("mwbench-whitebox-request-read");

    /** The stream tracers' factory, for {@code NettyServerBuilder.addStreamTracerFactory}. */
    public static ServerStreamTracer.Factory tracers() {
        return new ServerStreamTracer.Factory() {
            @Override
            public ServerStreamTracer newServerStreamTracer(String fullMethodName, Metadata headers) {
                return new RequestRead();
            }
        };
    }

    @Override
    public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
                                                       ServerCallHandler<Q, R> next) {
        RequestRead requestRead = REQUEST_READ.get();
        if (requestRead == null) {
            return next.startCall(call, headers);
        }
        return next.startCall(new ForwardingServerCall.SimpleForwardingServerCall<>(call) {
            @Override
            public void close(Status status, Metadata trailers) {
                long read = requestRead.at;
                if (read != WhiteBoxCall.NOT_SEEN) {
                    trailers.put(SERVER_NANOS, Long.toString(System.nanoTime() - read));
                }
                super.close(status, trailers);
            }
        }, headers);
    }

    /** One stream's tracer: when its (first) request message was read whole. */
    private static final class RequestRead extends ServerStreamTracer {
        volatile long at = WhiteBoxCall.NOT_SEEN;

        @Override
        public Context filterContext(Context context) {
            return context.withValue(REQUEST_READ, this);
        }

        @Override
        public void inboundMessageRead(int seqNo, long wireSize, long uncompressedSize) {
            if (at == WhiteBoxCall.NOT_SEEN) {
                at = System.nanoTime();
            }
        }
    }
}
