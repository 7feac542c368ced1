package org.mwbench.contract.middleware;

import java.util.concurrent.Callable;

/**
 * The thread's context class loader set to a middleware's own for a block, and the caller's put
 * back after, in a try-with-resources:
 * <pre>{@code try (ContextLoader own = ContextLoader.of(MyConnection.class)) { return stub.ping(); } }</pre>
 *
 * <p>Why middleware need it: the platform gives each middleware a class loader of its own, while
 * a virtual user's or a blade's thread carries the platform's. Many libraries find classes, service
 * files or factories through the context loader (ORBs, Axis and commons-discovery, JAX-WS, Fractal
 * RMI's stub generator, OpenEJB's client reading a reply's classes); with the platform's loader
 * they find nothing of the middleware, or another copy of it.
 *
 * <p>Its cost on a measured call: two field writes and an object the JIT does not allocate once
 * {@code close} is inlined (it never escapes the block).
 */
public final class ContextLoader implements AutoCloseable {
    private final Thread thread;
    private final ClassLoader previous;

    private ContextLoader(ClassLoader loader) {
        this.thread = Thread.currentThread();
        this.previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
    }

    /** Makes the loader of {@code owner} (a class of the middleware's module) the context loader until closed. */
    public static ContextLoader of(Class<?> owner) {
        return new ContextLoader(owner.getClassLoader());
    }

    /** Runs {@code work} with the loader of {@code owner} as the context loader, for code written as a lambda. */
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    public static <T> T call(Class<?> owner, Callable<T> work) throws Exception {
        try (ContextLoader own = of(owner)) {
            return work.call();
        }
    }

    /** Puts the caller's context loader back. */
    @Override
    public void close() {
        thread.setContextClassLoader(previous);
    }
}
