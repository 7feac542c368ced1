package org.mwbench.plugins.soap.jaxws;

import java.io.Closeable;
import java.io.IOException;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.soap.jaxws.ModuleContextLoader;
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
final class SoapJaxwsConnection implements CountedConnection {
    /** The loader of the RI and of this plugin, the calls' context loader (see the class comment). */
    private static final ClassLoader RUNTIME = ModuleContextLoader.loader();

    private final SoapBenchmark proxy;
    private final WireCounter counter;
    /** Whether the proxy's handler chain holds {@link WhiteBoxHandler} ({@code whitebox=true}). */
    private final boolean whiteBox;

    SoapJaxwsConnection(SoapBenchmark proxy, WireCounter counter, boolean whiteBox) {
        this.proxy = proxy;
        this.counter = counter;
        this.whiteBox = whiteBox;
    }

    @Override
    public void ping() {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            proxy.ping();
        } finally {
            thread.setContextClassLoader(caller);
        }
    }

    @Override
    public long stamp(long t) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            return proxy.stamp(t);
        } finally {
            thread.setContextClassLoader(caller);
        }
    }

    @Override
    public String getString(int n) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            return proxy.getString(n);
        } finally {
            thread.setContextClassLoader(caller);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            return proxy.getItems(n);
        } finally {
            thread.setContextClassLoader(caller);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            return proxy.getCustomer(id);
        } finally {
            thread.setContextClassLoader(caller);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            return proxy.getCustomers(salesRep, n);
        } finally {
            thread.setContextClassLoader(caller);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            return proxy.echoBytes(data);
        } finally {
            thread.setContextClassLoader(caller);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            return proxy.echoShorts(data);
        } finally {
            thread.setContextClassLoader(caller);
        }
    }

    @Override
    public long cube(long x) {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        thread.setContextClassLoader(RUNTIME);
        try {
            return proxy.cube(x);
        } finally {
            thread.setContextClassLoader(caller);
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
     * Releases the proxy's tubelines. Its idle sockets belong to the JDK's keep-alive cache,
     * shared by every {@code HttpURLConnection} of the JVM, which closes them after 5 s idle.
     */
    @Override
    public void close() throws IOException {
        ModuleContextLoader context = ModuleContextLoader.enter();
        try {
            ((Closeable) proxy).close();
        } finally {
            context.restore();
        }
    }

    @Override
    public String toString() {
        return "soap-jaxws connection to " + ((jakarta.xml.ws.BindingProvider) proxy).getRequestContext()
                .get(jakarta.xml.ws.BindingProvider.ENDPOINT_ADDRESS_PROPERTY);
    }
}
