package org.mwbench.servers.soap.axis;

/**
 * Sets the thread's context class loader for a block and restores it after, in a
 * try-with-resources. Axis and commons-discovery look classes, service files and the
 * commons-logging factory up through the context loader; when Axis is built (engine,
 * service, client), that loader must be the plugin's own, which holds Axis, and not the
 * platform's, which may hold nothing of it, or another copy.
 */
public final class ContextLoader implements AutoCloseable {
    private final Thread thread;
    private final ClassLoader previous;

    private ContextLoader(ClassLoader loader) {
        this.thread = Thread.currentThread();
        this.previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
    }

    /** Makes this module's loader (the plugin's) the thread's context loader until closed. */
    public static ContextLoader ofAxis() {
        return new ContextLoader(ContextLoader.class.getClassLoader());
    }

    @Override
    public void close() {
        thread.setContextClassLoader(previous);
    }
}
