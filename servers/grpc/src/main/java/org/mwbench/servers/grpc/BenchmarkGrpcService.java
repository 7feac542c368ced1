package org.mwbench.servers.grpc;

import com.google.protobuf.Empty;
import com.google.protobuf.UnsafeByteOperations;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.servers.grpc.proto.BenchmarkGrpc;
import org.mwbench.servers.grpc.proto.Count;
import org.mwbench.servers.grpc.proto.CustomerId;
import org.mwbench.servers.grpc.proto.Customers;
import org.mwbench.servers.grpc.proto.CustomersQuery;
import org.mwbench.servers.grpc.proto.Data3;
import org.mwbench.servers.grpc.proto.Items;
import org.mwbench.servers.grpc.proto.LongValue;
import org.mwbench.servers.grpc.proto.Octets;
import org.mwbench.servers.grpc.proto.Shorts;
import org.mwbench.servers.grpc.proto.Text;

/**
 * The gRPC service: each method unpacks its request, calls the {@link BenchmarkService} given
 * to the server, and answers with one message, or with a status when the service throws
 * (see {@link #failure}). It runs on whatever executor the server was built with: a pool
 * thread by default, the Netty event loop with {@code directExecutor()}.
 */
final class BenchmarkGrpcService extends BenchmarkGrpc.BenchmarkImplBase {
    private static final Empty EMPTY = Empty.getDefaultInstance();

    private final BenchmarkService service;

    BenchmarkGrpcService(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void ping(Empty request, StreamObserver<Empty> reply) {
        try {
            service.ping();
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        answer(reply, EMPTY);
    }

    @Override
    public void stamp(LongValue request, StreamObserver<LongValue> reply) {
        long t;
        try {
            t = service.stamp(request.getValue());
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        answer(reply, LongValue.newBuilder().setValue(t).build());
    }

    @Override
    public void getString(Count request, StreamObserver<Text> reply) {
        String text;
        try {
            text = service.getString(request.getN());
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        answer(reply, Text.newBuilder().setValue(text).build());
    }

    @Override
    public void getItems(Count request, StreamObserver<Items> reply) {
        Items items;
        try {
            items = ProtoMapping.items(service.getItems(request.getN()));
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        answer(reply, items);
    }

    @Override
    public void getCustomer(CustomerId request, StreamObserver<Data3> reply) {
        Data3 customer;
        try {
            customer = ProtoMapping.message(service.getCustomer(request.getId()));
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        answer(reply, customer);
    }

    @Override
    public void getCustomers(CustomersQuery request, StreamObserver<Customers> reply) {
        Customers customers;
        try {
            customers = ProtoMapping.customers(service.getCustomers(request.getSalesRep(), request.getN()));
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        answer(reply, customers);
    }

    @Override
    public void echoBytes(Octets request, StreamObserver<Octets> reply) {
        byte[] echoed;
        try {
            // toByteArray copies, since the contract hands out a byte[] its receiver may change.
            echoed = service.echoBytes(request.getData().toByteArray());
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        // The answer wraps the service's array without another copy: nothing changes it once returned.
        answer(reply, Octets.newBuilder().setData(UnsafeByteOperations.unsafeWrap(echoed)).build());
    }

    @Override
    public void echoShorts(Shorts request, StreamObserver<Shorts> reply) {
        short[] echoed;
        try {
            echoed = service.echoShorts(ProtoMapping.shorts(request));
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        answer(reply, ProtoMapping.message(echoed));
    }

    @Override
    public void cube(LongValue request, StreamObserver<LongValue> reply) {
        long cube;
        try {
            cube = service.cube(request.getValue());
        } catch (Exception e) {
            reply.onError(failure(e));
            return;
        }
        answer(reply, LongValue.newBuilder().setValue(cube).build());
    }

    private static <T> void answer(StreamObserver<T> reply, T message) {
        reply.onNext(message);
        reply.onCompleted();
    }

    /**
     * A failed call's status: {@code INVALID_ARGUMENT} for an {@link IllegalArgumentException}
     * (a negative count and the like), {@code UNKNOWN} for anything else, as gRPC itself says for
     * an application's exception; the description names the exception and its message, which
     * gRPC's default for a thrown exception would hide from the client.
     */
    static RuntimeException failure(Exception e) {
        Status status = e instanceof IllegalArgumentException ? Status.INVALID_ARGUMENT : Status.UNKNOWN;
        return status.withDescription(e.toString()).withCause(e).asRuntimeException();
    }
}
