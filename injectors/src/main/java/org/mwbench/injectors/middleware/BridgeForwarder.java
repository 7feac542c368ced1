package org.mwbench.injectors.middleware;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.MiddlewareClient;

/**
 * What a bridge's front server serves: each call is made on the back middleware's connection,
 * and its answer, as the back client made it, is what the front server sends. Each middleware's
 * conversions stay in its own stack (the back client's from its wire to the contract's types,
 * the front server's from those to its wire); this class adds one volatile read and a call per
 * call, and copies, checks and logs nothing.
 *
 * <p>Until the bridge connects (at init), a ping is answered here and every other call fails saying
 * why: deploy then checks the front's stack with a ping through A's own client, as a server blade's
 * is checked, and nothing else calls a bridge before its init (injectors start after every blade's).
 *
 * <p>A failed back call becomes a plain {@link IllegalStateException}, with no cause, thrown to the
 * front server, which answers it as any failure of its service (an RMI exception, a SOAP fault, a
 * CORBA system exception, a gRPC status...), so that the front's caller counts it as one of its
 * own middleware's errors. Its message names the back middleware, its failure kind and its words;
 * the back's exception itself is not passed on: its class lives in the back's class loader, which
 * the front's stack (RMI's serialization, for one) cannot see.
 */
final class BridgeForwarder implements BenchmarkService {
    private final String bladeId;
    private final String backProtocol;
    private final MiddlewareClient backClient;
    /** Null until the bridge connects at init; a plain load on x86 for every call after that. */
    private volatile BenchmarkConnection back;

    BridgeForwarder(String bladeId, MiddlewareClient backClient) {
        this.bladeId = bladeId;
        this.backProtocol = backClient.protocol();
        this.backClient = backClient;
    }

    void connect(BenchmarkConnection connection) {
        back = connection;
    }

    /** The connection calls went to, or null when none was made; calls after this fail (a ping is answered here). */
    BenchmarkConnection disconnect() {
        BenchmarkConnection connection = back;
        back = null;
        return connection;
    }

    private BenchmarkConnection back() {
        BenchmarkConnection connection = back;
        if (connection == null) {
            throw new IllegalStateException("bridge " + bladeId + " has no connection to its " + backProtocol
                    + " server: it connects at init and closes at stop");
        }
        return connection;
    }

    private IllegalStateException failed(Exception e) {
        return new IllegalStateException("bridge " + bladeId + ": the " + backProtocol + " call failed: "
                + backClient.failureKind(e) + ": " + e.getMessage());
    }

    @Override
    public void ping() {
        BenchmarkConnection connection = back;
        if (connection == null) {
            return; // a readiness probe's ping before init: the front's stack answers, not the back's
        }
        try {
            connection.ping();
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public long stamp(long t) {
        BenchmarkConnection connection = back();
        try {
            return connection.stamp(t);
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public String getString(int n) {
        BenchmarkConnection connection = back();
        try {
            return connection.getString(n);
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        BenchmarkConnection connection = back();
        try {
            return connection.getItems(n);
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        BenchmarkConnection connection = back();
        try {
            return connection.getCustomer(id);
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        BenchmarkConnection connection = back();
        try {
            return connection.getCustomers(salesRep, n);
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        BenchmarkConnection connection = back();
        try {
            return connection.echoBytes(data);
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        BenchmarkConnection connection = back();
        try {
            return connection.echoShorts(data);
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public long cube(long x) {
        BenchmarkConnection connection = back();
        try {
            return connection.cube(x);
        } catch (Exception e) {
            throw failed(e);
        }
    }
}
