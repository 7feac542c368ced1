package org.mwbench.plugins.thrift.common;

import java.nio.ByteBuffer;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.apache.thrift.TException;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractCountedConnection;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.thrift.ThriftEndpoint;
import org.mwbench.servers.thrift.ThriftMapping;
import org.mwbench.servers.thrift.WireProtocol;
import org.mwbench.servers.thrift.generated.Benchmark;
import org.mwbench.servers.thrift.generated.ServiceFailure;

/**
 * A pool of {@link ThriftChannel}s to one server: Thrift's generated client is one blocking
 * socket, one call at a time, so each call takes an idle channel (or opens one) and gives it
 * back when the reply was read whole, the service's {@link ServiceFailure} included. Any other
 * failure (a timeout, a closed socket, a protocol error) closes the channel: its stream may
 * still hold a late reply, which the next call would take for its own (Thrift's client
 * refuses it as a bad sequence id). At most {@code connections} calls hold a channel at once;
 * one more waits for a free one within the call timeout. The counter sees every channel's bytes.
 *
 * <p>Timeouts are the socket's own, as for {@code tcp}: the connect and every read wait at most
 * the call timeout ({@code SO_TIMEOUT}), so a peer that trickles a reply a byte at a time is
 * not cut at the call timeout; a write is not bounded by Java sockets, but the benchmark's
 * requests fit in the kernel's buffers.
 */
final class ThriftConnection extends AbstractCountedConnection {
    private final ThriftEndpoint endpoint;
    private final WireProtocol wire;
    private final int timeoutMillis;
    private final int connections;
    private final Semaphore permits;
    private final WireCounter counter;
    private final Deque<ThriftChannel> idle = new ConcurrentLinkedDeque<>();
    private volatile boolean closed;

    ThriftConnection(ThriftEndpoint endpoint, WireProtocol wire, int timeoutMillis, ThriftClientOptions options) {
        this(endpoint, wire, timeoutMillis, options, new WireCounter());
    }

    private ThriftConnection(ThriftEndpoint endpoint, WireProtocol wire, int timeoutMillis, ThriftClientOptions options,
                             WireCounter counter) {
        super(counter, options.whiteBox());
        this.endpoint = endpoint;
        this.wire = wire;
        this.timeoutMillis = timeoutMillis;
        this.counter = counter;
        this.connections = options.connections();
        this.permits = new Semaphore(connections);
    }

    /** One call on a channel of the pool. */
    @FunctionalInterface
    private interface Call<T> {
        T on(Benchmark.Client client) throws TException;
    }

    private <T> T call(Call<T> call) throws TException {
        acquire();
        try {
            ThriftChannel channel = idle.pollFirst();
            if (channel == null) {
                channel = ThriftChannel.open(endpoint, wire, timeoutMillis, counter, whiteBoxTimed());
            }
            return callOn(channel, call);
        } finally {
            permits.release();
        }
    }

    private void acquire() throws TException {
        try {
            if (!permits.tryAcquire(timeoutMillis, TimeUnit.MILLISECONDS)) {
                throw new PoolExhaustedException(connections, timeoutMillis);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TException("interrupted while waiting for a socket of the pool", e);
        }
    }

    private <T> T callOn(ThriftChannel channel, Call<T> call) throws TException {
        boolean reusable = false;
        try {
            T result = call.on(channel.client());
            reusable = true;
            return result;
        } catch (ServiceFailure failure) {
            reusable = true;
            throw failure;
        } finally {
            if (reusable) {
                idle.offerFirst(channel);
                if (closed) {
                    closeIdle();
                }
            } else {
                channel.close();
            }
        }
    }

    @Override
    public void ping() throws TException {
        call(client -> {
            client.ping();
            return null;
        });
    }

    @Override
    public long stamp(long t) throws TException {
        return call(client -> client.stamp(t));
    }

    @Override
    public String getString(int n) throws TException {
        return call(client -> client.getString(n));
    }

    @Override
    public Data2[] getItems(int n) throws TException {
        return call(client -> ThriftMapping.itemsFromThrift(client.getItems(n)));
    }

    @Override
    public Data3 getCustomer(String id) throws TException {
        return call(client -> ThriftMapping.fromThrift(client.getCustomer(id)));
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws TException {
        return call(client -> ThriftMapping.customersFromThrift(client.getCustomers(salesRep, n)));
    }

    @Override
    public byte[] echoBytes(byte[] data) throws TException {
        ByteBuffer request = ByteBuffer.wrap(data);
        return call(client -> ThriftMapping.bytes(client.echoBytes(request.duplicate())));
    }

    @Override
    public short[] echoShorts(short[] data) throws TException {
        List<Short> request = ThriftMapping.shorts(data);
        return call(client -> ThriftMapping.shorts(client.echoShorts(request)));
    }

    @Override
    public long cube(long x) throws TException {
        return call(client -> client.cube(x));
    }

    /** Closes the idle channels; a channel in a call is closed when the call gives it back. */
    @Override
    public void close() {
        closed = true;
        closeIdle();
    }

    private void closeIdle() {
        for (ThriftChannel channel = idle.pollFirst(); channel != null; channel = idle.pollFirst()) {
            channel.close();
        }
    }
}
