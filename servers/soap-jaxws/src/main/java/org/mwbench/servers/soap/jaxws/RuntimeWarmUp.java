package org.mwbench.servers.soap.jaxws;

import com.sun.xml.ws.api.streaming.XMLStreamReaderFactory;
import com.sun.xml.ws.api.streaming.XMLStreamWriterFactory;

/**
 * Creates, once and on one thread, what the RI would otherwise create on the first calls of
 * many threads at once. The RI keeps its StAX reader and writer factories per context class
 * loader in a plain {@code WeakHashMap}, filled on first use without a lock: threads that
 * share a context loader (this module's, on the server's workers and on client calls) must
 * find the entry there already.
 */
public final class RuntimeWarmUp {
    private RuntimeWarmUp() {
    }

    /** Call with this module's loader as the context class loader ({@link org.mwbench.contract.middleware.ContextLoader}). */
    public static void xmlFactories() {
        XMLStreamReaderFactory.get();
        XMLStreamWriterFactory.get();
    }
}
