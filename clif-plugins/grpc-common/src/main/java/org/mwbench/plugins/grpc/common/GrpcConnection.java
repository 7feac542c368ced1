package org.mwbench.plugins.grpc.common;

import com.google.protobuf.Empty;
import com.google.protobuf.UnsafeByteOperations;
import io.grpc.Channel;
import io.grpc.ClientInterceptors;
import io.grpc.ManagedChannel;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractCountedConnection;
import org.mwbench.servers.grpc.ProtoMapping;
import org.mwbench.servers.grpc.proto.BenchmarkGrpc;
import org.mwbench.servers.grpc.proto.Count;
import org.mwbench.servers.grpc.proto.CustomerId;
import org.mwbench.servers.grpc.proto.CustomersQuery;
import org.mwbench.servers.grpc.proto.LongValue;
import org.mwbench.servers.grpc.proto.Octets;

/**
 * One gRPC channel (one HTTP/2 connection, re-established by gRPC if it drops) and a
 * blocking stub. Thread-safe without a queue: concurrent calls are concurrent HTTP/2
 * streams on the one TCP connection. A failed call throws gRPC's
 * {@link io.grpc.StatusRuntimeException}, unchanged.
 *
 * <p>Each call gets a stub bearing a fresh deadline, {@code withDeadlineAfter(callTimeout)}:
 * a gRPC deadline is an instant, not a duration, so it cannot be set once per connection.
 * That is three small objects per call (the stub, its {@code CallOptions}, the
 * {@code Deadline}): about 60 ns once compiled on a 2-core VM, against a round trip of
 * 60 to 130 µs; gRPC enforces the deadline itself, with a timer on the channel's
 * event loop, and sends it as the {@code grpc-timeout} header so the server knows too.
 */
public final class GrpcConnection extends AbstractCountedConnection {
    /** How long close waits for the channel's transports to end. */
    static final long CLOSE_PATIENCE_MILLIS = 5_000;

    private static final Empty EMPTY = Empty.getDefaultInstance();

    private final String endpoint;
    private final ManagedChannel channel;
    private final BenchmarkGrpc.BenchmarkBlockingStub stub;
    private final long timeoutNanos;
    private final AtomicBoolean closed = new AtomicBoolean();

    /** {@code whiteBox}: whether the stub calls through {@link WhiteBoxClientInterceptor} ({@code whitebox=true}). */
    GrpcConnection(String endpoint, ManagedChannel channel, Duration callTimeout, WireCounts counts, boolean whiteBox) {
        super(counts, whiteBox);
        this.endpoint = endpoint;
        this.channel = channel;
        // off, the stub calls the channel itself: no interceptor on its path
        Channel calls = whiteBox ? ClientInterceptors.intercept(channel, new WhiteBoxClientInterceptor()) : channel;
        this.stub = BenchmarkGrpc.newBlockingStub(calls);
        this.timeoutNanos = callTimeout.toNanos();
    }

    /** The stub for one call, whose deadline is the call timeout from now. */
    private BenchmarkGrpc.BenchmarkBlockingStub call() {
        return stub.withDeadlineAfter(timeoutNanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void ping() {
        call().ping(EMPTY);
    }

    @Override
    public long stamp(long t) {
        return call().stamp(LongValue.newBuilder().setValue(t).build()).getValue();
    }

    @Override
    public String getString(int n) {
        return call().getString(Count.newBuilder().setN(n).build()).getValue();
    }

    @Override
    public Data2[] getItems(int n) {
        return ProtoMapping.beans(call().getItems(Count.newBuilder().setN(n).build()));
    }

    @Override
    public Data3 getCustomer(String id) {
        return ProtoMapping.bean(call().getCustomer(CustomerId.newBuilder().setId(id).build()));
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        return ProtoMapping.beans(call().getCustomers(
                CustomersQuery.newBuilder().setSalesRep(salesRep).setN(n).build()));
    }

    /**
     * Sends the caller's array without copying it first (protobuf's {@code unsafeWrap}: the
     * call is synchronous, so the array cannot change while it is written); the answer is
     * copied out of its message, since the caller may change the array it gets.
     */
    @Override
    public byte[] echoBytes(byte[] data) {
        Octets request = Octets.newBuilder().setData(UnsafeByteOperations.unsafeWrap(data)).build();
        return call().echoBytes(request).getData().toByteArray();
    }

    @Override
    public short[] echoShorts(short[] data) {
        return ProtoMapping.shorts(call().echoShorts(ProtoMapping.message(data)));
    }

    @Override
    public long cube(long x) {
        return call().cube(LongValue.newBuilder().setValue(x).build()).getValue();
    }

    /**
     * {@code shutdownNow()}: calls in progress fail with {@code UNAVAILABLE}, the TCP connection
     * closes; then waits, bounded, for the transports to end and gives the event loops back.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        channel.shutdownNow();
        try {
            channel.awaitTermination(CLOSE_PATIENCE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            ClientEventLoops.release();
        }
    }

    @Override
    public String toString() {
        return "gRPC connection to " + endpoint;
    }
}
