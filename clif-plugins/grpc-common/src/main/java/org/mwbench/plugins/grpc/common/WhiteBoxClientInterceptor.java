package org.mwbench.plugins.grpc.common;

import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ClientInterceptor;
import io.grpc.ClientStreamTracer;
import io.grpc.ForwardingClientCall;
import io.grpc.ForwardingClientCallListener;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.mwbench.servers.grpc.WhiteBoxServerInterceptor;

/**
 * The client's white-box hook, installed only with {@code whitebox=true}. A blocking unary call
 * starts the call (its stream and headers), sends the request (serialized into the stream's buffer
 * on the calling thread, not yet flushed) and half-closes, which hands it to the event loop: the
 * half-close is the end of the client's marshalling. The reply's trailers arriving on the Netty event loop (a stream tracer)
 * end transport plus server: the whole reply is in. Waking the calling thread and parsing the reply
 * are the client's time after that. The server's part comes in the {@value WhiteBox#SERVER_NANOS}
 * trailer. The record is taken at the call's start, on the calling thread, since the tracer runs
 * on the event loop.
 */
final class WhiteBoxClientInterceptor implements ClientInterceptor {

    @Override
    public <Q, R> ClientCall<Q, R> interceptCall(MethodDescriptor<Q, R> method, CallOptions options, Channel next) {
        WhiteBoxCall record = WhiteBoxCall.current();
        CallOptions traced = options.withStreamTracerFactory(new ClientStreamTracer.Factory() {
            @Override
            public ClientStreamTracer newClientStreamTracer(ClientStreamTracer.StreamInfo info, Metadata headers) {
                return new ClientStreamTracer() {
                    @Override
                    public void inboundTrailers(Metadata trailers) {
                        record.replyReceived(System.nanoTime());
                    }
                };
            }
        });
        return new ForwardingClientCall.SimpleForwardingClientCall<>(next.newCall(method, traced)) {
            @Override
            public void start(Listener<R> listener, Metadata headers) {
                super.start(new ForwardingClientCallListener.SimpleForwardingClientCallListener<>(listener) {
                    @Override
                    public void onClose(Status status, Metadata trailers) {
                        long server = WhiteBox.parseNanos(trailers.get(WhiteBoxServerInterceptor.SERVER_NANOS));
                        if (server >= 0) {
                            record.serverNanos(server);
                        }
                        super.onClose(status, trailers);
                    }
                }, headers);
            }

            @Override
            public void halfClose() {
                // before the hand-off: once it is made, the event loop may send the request and the
                // server answer it while this thread waits for a core
                record.requestSent(System.nanoTime());
                super.halfClose();
            }
        };
    }
}
