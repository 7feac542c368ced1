package org.mwbench.plugins.thrift.common;

import org.apache.thrift.transport.TTransportException;

/**
 * A call that waited the call timeout for a socket of its connection's pool
 * ({@code connections=N}) and got none: the client's own limit, not the server's, so the
 * report counts it apart ({@link AbstractThriftClient#POOL_EXHAUSTED}).
 */
public final class PoolExhaustedException extends TTransportException {
    private static final long serialVersionUID = 1L;

    PoolExhaustedException(int connections, int timeoutMillis) {
        super(TTransportException.TIMED_OUT, "all " + connections + " sockets of the connection's pool"
                + " stayed busy for the call timeout (" + timeoutMillis + " ms)");
    }
}
