package org.mwbench.plugins.ejb.openejb;

/**
 * Makes this plugin's class loader the thread's context loader for one OpenEJB client call, and
 * gives the caller's back after. openejb-client resolves every class it reads through the context
 * loader: the bean's interface when it makes the proxy, and the classes of a reply (an
 * {@code EJBException}, a contract record). A virtual user's thread carries the platform's
 * loader, which sees neither the plugin's jars nor this interface; the platform gives each
 * middleware a class loader of its own. Two field writes per call.
 */
final class PluginLoader {
    private static final ClassLoader LOADER = PluginLoader.class.getClassLoader();

    private PluginLoader() {
    }

    /** Sets this plugin's loader on the current thread and returns the one it replaced. */
    static ClassLoader enter() {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(LOADER);
        return previous;
    }

    /** Puts back what {@link #enter()} returned. */
    static void exit(ClassLoader previous) {
        Thread.currentThread().setContextClassLoader(previous);
    }
}
