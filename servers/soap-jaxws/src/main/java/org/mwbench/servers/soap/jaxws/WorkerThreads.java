package org.mwbench.servers.soap.jaxws;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The HTTP server's worker threads: daemons, named after the port, and with this module's
 * class loader as their context class loader. The JAX-WS RI looks up its StAX and SAAJ
 * factories in the context class loader and caches them per context class loader, so a
 * worker must not inherit whatever loader the thread that started the server had.
 */
final class WorkerThreads implements ThreadFactory {
    private final String prefix;
    private final ClassLoader loader;
    private final AtomicInteger count = new AtomicInteger();

    WorkerThreads(int port, ClassLoader loader) {
        this.prefix = "mwbench-soap-jaxws-" + port + "-worker-";
        this.loader = loader;
    }

    @Override
    public Thread newThread(Runnable task) {
        Thread thread = new Thread(task, prefix + count.incrementAndGet());
        thread.setDaemon(true);
        thread.setContextClassLoader(loader);
        return thread;
    }
}
