package org.mwbench.plugins.soap.jaxws;

import java.io.Closeable;
import java.io.IOException;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractCountedConnection;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.soap.jaxws.SoapBenchmark;

/**
 * One JAX-WS dynamic proxy, whose request context holds the endpoint address and the
 * timeouts. The RI's proxies are thread-safe for calls once their request context is set:
 * each call takes a tubeline (transport and codec) from the proxy's pool, and each call in
 * flight gets its own socket from the JDK's keep-alive cache, so a shared connection serves
 * concurrent calls without a queue.
 *
 * <p>Each call runs with the RI's own class loader as the thread's context class loader, and
 * puts the caller's back afterwards: two field writes, a few nanoseconds. The RI looks up
 * factories in the context class loader during calls: SAAJ's to read a SOAP fault (it
 * fails with "Unable to create SAAJ meta-factory" when the caller's loader holds no SAAJ), and
 * the StAX reader and writer factories, which it caches per context loader, so that without
 * the switch the XML parser used (woodstox, or the JDK's own) would depend on the calling
 * thread, and a new thread's first calls would race on the RI's unsynchronized cache.
 */
@SuppressWarnings("try") // each call's ContextLoader is held for its block, not used in it
final class SoapJaxwsConnection extends AbstractCountedConnection {
    private final SoapBenchmark proxy;

    /** {@code whiteBox}: whether the proxy's handler chain holds {@link WhiteBoxHandler} ({@code whitebox=true}). */
    SoapJaxwsConnection(SoapBenchmark proxy, WireCounter counter, boolean whiteBox) {
        super(counter, whiteBox);
        this.proxy = proxy;
    }

    @Override
    public void ping() {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            proxy.ping();
        }
    }

    @Override
    public long stamp(long t) {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            return proxy.stamp(t);
        }
    }

    @Override
    public String getString(int n) {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            return proxy.getString(n);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            return proxy.getItems(n);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            return proxy.getCustomer(id);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            return proxy.getCustomers(salesRep, n);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            return proxy.echoBytes(data);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            return proxy.echoShorts(data);
        }
    }

    @Override
    public long cube(long x) {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            return proxy.cube(x);
        }
    }

    /**
     * Releases the proxy's tubelines. Its idle sockets belong to the JDK's keep-alive cache,
     * shared by every {@code HttpURLConnection} of the JVM, which closes them after 5 s idle.
     */
    @Override
    public void close() throws IOException {
        try (ContextLoader own = ContextLoader.of(SoapJaxwsConnection.class)) {
            ((Closeable) proxy).close();
        }
    }

    @Override
    public String toString() {
        return "soap-jaxws connection to " + ((jakarta.xml.ws.BindingProvider) proxy).getRequestContext()
                .get(jakarta.xml.ws.BindingProvider.ENDPOINT_ADDRESS_PROPERTY);
    }
}
