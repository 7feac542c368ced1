package org.mwbench.plugins.avro;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.avro.ipc.CallFuture;
import org.apache.avro.ipc.netty.NettyTransceiver;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.avro.AvroMapping;
import org.mwbench.servers.avro.protocol.Benchmark;

/**
 * One NettyTransceiver (one TCP connection, reconnected by Avro if it drops) and the
 * SpecificRequestor proxy of the protocol's {@link Benchmark.Callback} interface. Each call is
 * made through the proxy's asynchronous form with a {@link CallFuture} and waited for at most the
 * call timeout ({@code CallFuture.get(timeout)}): the synchronous form waits without limit
 * ({@code CallFuture.get()} in Avro's {@code Requestor}), so a frozen server would hang it.
 * Thread-safe without a queue: the transceiver numbers each request, and concurrent calls are
 * in flight together on the one connection. A late reply carries its own serial and completes
 * only its own, abandoned, future.
 *
 * <p>Failures are Avro's, unwrapped from the future: {@code AvroRuntimeException} for the
 * server's system error (a service's exception, as its {@code toString()}, and a request above
 * the server's limit, as {@code SystemLimitException}'s text), {@code IOException} when the
 * connection fails; past the timeout, a {@link TimeoutException} naming the call. Counts its bytes
 * with {@link WireByteCounter}, first in the transceiver's pipeline.
 */
final class AvroConnection implements CountedConnection {
    private final String endpoint;
    private final NettyTransceiver transceiver;
    private final Benchmark.Callback proxy;
    private final long timeoutNanos;
    private final WireCounter counter;
    private final boolean whiteBox;
    private final AtomicBoolean closed = new AtomicBoolean();

    AvroConnection(String endpoint, NettyTransceiver transceiver, Benchmark.Callback proxy, Duration callTimeout,
                   WireCounter counter, boolean whiteBox) {
        this.endpoint = endpoint;
        this.transceiver = transceiver;
        this.proxy = proxy;
        this.timeoutNanos = callTimeout.toNanos();
        this.counter = counter;
        this.whiteBox = whiteBox;
    }

    @Override
    public void ping() throws Exception {
        CallFuture<Void> reply = new CallFuture<>();
        proxy.ping(reply);
        await(reply, "ping");
    }

    @Override
    public long stamp(long t) throws Exception {
        CallFuture<Long> reply = new CallFuture<>();
        proxy.stamp(t, reply);
        return await(reply, "stamp");
    }

    @Override
    public String getString(int n) throws Exception {
        CallFuture<String> reply = new CallFuture<>();
        proxy.getString(n, reply);
        return await(reply, "getString");
    }

    @Override
    public Data2[] getItems(int n) throws Exception {
        CallFuture<java.util.List<org.mwbench.servers.avro.protocol.Item>> reply = new CallFuture<>();
        proxy.getItems(n, reply);
        return AvroMapping.items(await(reply, "getItems"));
    }

    @Override
    public Data3 getCustomer(String id) throws Exception {
        CallFuture<org.mwbench.servers.avro.protocol.Customer> reply = new CallFuture<>();
        proxy.getCustomer(id, reply);
        return AvroMapping.customer(await(reply, "getCustomer"));
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws Exception {
        CallFuture<java.util.List<org.mwbench.servers.avro.protocol.Customer>> reply = new CallFuture<>();
        proxy.getCustomers(salesRep, n, reply);
        return AvroMapping.customers(await(reply, "getCustomers"));
    }

    /**
     * Sends the caller's array wrapped, not copied (the request is marshalled before the proxy
     * returns); the answer is copied out of Avro's buffer, since the caller may change it.
     */
    @Override
    public byte[] echoBytes(byte[] data) throws Exception {
        CallFuture<ByteBuffer> reply = new CallFuture<>();
        proxy.echoBytes(ByteBuffer.wrap(data), reply);
        return AvroMapping.bytes(await(reply, "echoBytes"));
    }

    @Override
    public short[] echoShorts(short[] data) throws Exception {
        CallFuture<java.util.List<Integer>> reply = new CallFuture<>();
        proxy.echoShorts(AvroMapping.shorts(data), reply);
        return AvroMapping.shorts(await(reply, "echoShorts"));
    }

    @Override
    public long cube(long x) throws Exception {
        CallFuture<Long> reply = new CallFuture<>();
        proxy.cube(x, reply);
        return await(reply, "cube");
    }

    private <T> T await(CallFuture<T> reply, String call) throws Exception {
        try {
            return reply.get(timeoutNanos, TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception exception) {
                throw exception;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw e;
        } catch (TimeoutException e) {
            throw new TimeoutException("no reply to " + call + " from the Avro server at " + endpoint + " within "
                    + TimeUnit.NANOSECONDS.toMillis(timeoutNanos) + " ms");
        }
    }

    @Override
    public WireBytes wireBytes() {
        return counter;
    }

    @Override
    public boolean whiteBoxTimed() {
        return whiteBox;
    }

    /**
     * Closes the channel (calls in flight fail with Avro's IOException) and asks the
     * transceiver's event loops to stop, without waiting for Netty's 2 s quiet period.
     */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            transceiver.close(false);
        }
    }

    @Override
    public String toString() {
        return "Avro connection to " + endpoint;
    }
}
