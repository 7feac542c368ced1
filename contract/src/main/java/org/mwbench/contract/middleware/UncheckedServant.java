package org.mwbench.contract.middleware;

import java.util.Objects;
import org.mwbench.contract.BenchmarkService;

/**
 * The skeleton of a server's servant whose wire interface declares no checked exception (a
 * JAX-WS endpoint interface, an Avro protocol): it calls the {@link BenchmarkService} given to
 * the server and turns whatever the service throws into the protocol's unchecked failure,
 * {@link #failure}. The operations whose values are Java's own on such wires (no record, no
 * mapping) are written once here, so that a servant declares only the protocol's failure and
 * the operations that map values to its wire types; it calls the service for those with
 * {@link #service()} and raises {@link #failure} likewise.
 *
 * <p>A wire interface whose operations have these signatures gets them by inheritance; one
 * whose signatures differ (an Avro protocol's {@code echoBytes(ByteBuffer)}) declares its own
 * next to these, which then are simply not on its wire.
 */
public abstract class UncheckedServant {
    private final BenchmarkService service;

    /** @param service the service the server serves */
    protected UncheckedServant(BenchmarkService service) {
        this.service = Objects.requireNonNull(service, "service");
    }

    /** The service the server serves, for the operations a servant maps itself. */
    protected final BenchmarkService service() {
        return service;
    }

    /**
     * What the client is to get for the service's exception {@code e}: the protocol's unchecked
     * exception, carrying {@code e}'s message.
     */
    protected abstract RuntimeException failure(Exception e);

    public void ping() {
        try {
            service.ping();
        } catch (Exception e) {
            throw failure(e);
        }
    }

    public long stamp(long t) {
        try {
            return service.stamp(t);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    public String getString(int n) {
        try {
            return service.getString(n);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    public byte[] echoBytes(byte[] data) {
        try {
            return service.echoBytes(data);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    public short[] echoShorts(short[] data) {
        try {
            return service.echoShorts(data);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    public long cube(long x) {
        try {
            return service.cube(x);
        } catch (Exception e) {
            throw failure(e);
        }
    }
}
