package org.mwbench.plugins.fractalrmi;

/**
 * Makes this protocol's class loader the thread's context class loader for a while: Fractal
 * RMI generates its stubs, and loads the interfaces they implement, in the context class
 * loader, and at run time this protocol's classes live in a class loader of their own.
 */
final class ProtocolContextLoader {
    private final Thread thread;
    private final ClassLoader previous;

    private ProtocolContextLoader(Thread thread) {
        this.thread = thread;
        this.previous = thread.getContextClassLoader();
        thread.setContextClassLoader(ProtocolContextLoader.class.getClassLoader());
    }

    static ProtocolContextLoader enter() {
        return new ProtocolContextLoader(Thread.currentThread());
    }

    /** Puts the thread's previous context class loader back. */
    void restore() {
        thread.setContextClassLoader(previous);
    }
}
