package org.mwbench.servers.fractalrmi.orb;

import java.io.IOException;
import org.objectweb.fractal.rmi.io.RmiUnMarshaller;
import org.objectweb.jonathan.apis.binding.NamingContext;
import org.objectweb.jonathan.apis.kernel.ContextFactory;
import org.objectweb.jonathan.apis.resources.Chunk;
import org.objectweb.jonathan.apis.resources.ChunkProvider;

/**
 * Fractal RMI's unmarshaller with two fixes around the object stream it opens for a message.
 *
 * <ul>
 * <li>The stream gets {@link WireFilter} before it reads its first object.</li>
 * <li>Fractal RMI's {@code RmiObjectInputStream} sets the reading thread's context class loader
 *     to its own loader and never puts it back (its {@code resolveClass} and the stub factory
 *     then find classes through it): the change is kept while the message is read, and undone
 *     when it is closed, so that a caller's thread (a virtual user of the load injector) does
 *     not keep the protocol's class loader.</li>
 * </ul>
 */
final class FilteringUnMarshaller extends RmiUnMarshaller {
    private Thread reader;
    private ClassLoader readerLoader;

    FilteringUnMarshaller(NamingContext domain, ContextFactory contextFactory, ChunkProvider provider) {
        super(domain, contextFactory, provider);
    }

    FilteringUnMarshaller(NamingContext domain, ContextFactory contextFactory, Chunk chunk, int read) {
        super(domain, contextFactory, chunk, read);
    }

    @Override
    protected void initObjectStream() throws IOException {
        if (is != null) {
            return;
        }
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        super.initObjectStream();
        is.setObjectInputFilter(WireFilter.FILTER);
        reader = thread;
        readerLoader = before;
    }

    @Override
    public void close() {
        try {
            super.close();
        } finally {
            Thread thread = reader;
            if (thread != null) {
                reader = null;
                if (thread == Thread.currentThread()) {
                    thread.setContextClassLoader(readerLoader);
                }
                readerLoader = null;
            }
        }
    }
}
