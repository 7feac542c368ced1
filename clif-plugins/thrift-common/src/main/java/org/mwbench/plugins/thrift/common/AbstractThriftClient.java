package org.mwbench.plugins.thrift.common;

import org.apache.thrift.TApplicationException;
import org.apache.thrift.transport.TTransportException;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.LibraryVersion;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.servers.thrift.ThriftEndpoint;
import org.mwbench.servers.thrift.ThriftServer;
import org.mwbench.servers.thrift.WireProtocol;

/**
 * The Thrift client both plugins share: Thrift's generated {@code Benchmark.Client} over
 * {@code TSocket}, a pool of them per connection ({@link ThriftConnection}), in the protocol
 * its plugin names. Both call the one server of protocol {@code thrift}. Options:
 * {@code connections} and {@code whitebox} ({@link ThriftClientOptions}).
 */
public abstract class AbstractThriftClient implements MiddlewareClient {
    /** The kind of a call that found no free socket in its connection's pool within the call timeout. */
    public static final String POOL_EXHAUSTED = "TTransportException (pool exhausted)";

    private final WireProtocol wire;

    protected AbstractThriftClient(WireProtocol wire) {
        this.wire = wire;
    }

    /** Both protocols are served by the one Thrift server. */
    @Override
    public final String serverProtocol() {
        return ThriftServer.PROTOCOL;
    }

    @Override
    public final String library() {
        return "Apache Thrift " + LibraryVersion.of(org.apache.thrift.TServiceClient.class, "org.apache.thrift", "libthrift")
                + " (" + wire.className() + ")";
    }

    /**
     * Checks the endpoint and options and makes the pool; the first call opens the first socket.
     *
     * @throws IllegalArgumentException for a malformed endpoint or an unknown option
     */
    @Override
    public final BenchmarkConnection connect(String endpoint, ClientSettings settings) {
        ThriftClientOptions options = ThriftClientOptions.parse(protocol(), settings.options());
        return new ThriftConnection(ThriftEndpoint.parse(endpoint), wire, settings.callTimeoutMillis(), options);
    }

    /**
     * True: each call in flight takes a socket of the connection's pool ({@code connections=N},
     * 128 by default); a call that finds none free within the call timeout fails as
     * {@value #POOL_EXHAUSTED}.
     */
    @Override
    public final boolean multiplexesCalls() {
        return true;
    }

    @Override
    public final boolean hasWhiteBoxHooks() {
        return true;
    }

    /**
     * Thrift's transport and application exceptions with their type (a timeout, a closed
     * socket, a bad sequence id are one class each), as "Class (type)", the form the CORBA
     * clients give their minor codes; anything else by its class.
     */
    @Override
    public final String failureKind(Throwable failure) {
        if (failure instanceof PoolExhaustedException) {
            return POOL_EXHAUSTED;
        }
        if (failure instanceof TTransportException transport) {
            return "TTransportException (" + transportType(transport.getType()) + ")";
        }
        if (failure instanceof TApplicationException application) {
            return "TApplicationException (type " + application.getType() + ")";
        }
        return MiddlewareClient.super.failureKind(failure);
    }

    private static String transportType(int type) {
        switch (type) {
            case TTransportException.NOT_OPEN:
                return "NOT_OPEN";
            case TTransportException.ALREADY_OPEN:
                return "ALREADY_OPEN";
            case TTransportException.TIMED_OUT:
                return "TIMED_OUT";
            case TTransportException.END_OF_FILE:
                return "END_OF_FILE";
            case TTransportException.CORRUPTED_DATA:
                return "CORRUPTED_DATA";
            default:
                return "UNKNOWN";
        }
    }
}
