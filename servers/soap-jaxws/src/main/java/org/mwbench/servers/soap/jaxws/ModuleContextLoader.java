package org.mwbench.servers.soap.jaxws;

/**
 * Makes this module's class loader the thread's context class loader for a while. The JAX-WS
 * RI, JAXB and the Jakarta API find their providers (the RI's {@code Provider}, StAX, SAAJ,
 * JAXB's context factory) through the context class loader; at run time this protocol's jars
 * have a class loader of their own, which the calling thread's context loader need not see.
 * Used as {@code ModuleContextLoader context = ModuleContextLoader.enter(); try {...} finally {context.restore();}}.
 */
public final class ModuleContextLoader {
    private final Thread thread;
    private final ClassLoader previous;

    private ModuleContextLoader(Thread thread) {
        this.thread = thread;
        this.previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader());
    }

    /** The loader of the RI and of this module, which are always together. */
    public static ClassLoader loader() {
        return ModuleContextLoader.class.getClassLoader();
    }

    public static ModuleContextLoader enter() {
        return new ModuleContextLoader(Thread.currentThread());
    }

    /** Puts the thread's previous context class loader back. */
    public void restore() {
        thread.setContextClassLoader(previous);
    }
}
