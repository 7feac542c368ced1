package org.mwbench.servers.corba;

import java.util.Properties;
import java.util.function.Supplier;
import org.mwbench.contract.middleware.ContextLoader;
import org.omg.CORBA.ORB;

/**
 * Creates and destroys ORB instances without the ORB singleton or JVM-wide properties: the
 * ORB class is named in the properties, and the thread's context class loader is the
 * flavour's own loader while the ORB initialises, because {@code ORB.init} (in every ORB's
 * copy of the OMG API) and the ORBs' own plugin lookups load classes through it. The
 * threads an ORB starts during its initialisation inherit that loader.
 */
public final class Orbs {
    private Orbs() {
    }

    public static ORB init(OrbFlavour flavour, Properties properties) {
        Properties all = new Properties();
        all.putAll(properties);
        if (flavour.classesNamedInProperties()) {
            all.setProperty("org.omg.CORBA.ORBClass", flavour.orbClass());
            all.setProperty("org.omg.CORBA.ORBSingletonClass", flavour.orbSingletonClass());
        }
        return inFlavourLoader(flavour, () -> ORB.init(new String[0], all));
    }

    /**
     * Runs {@code action} with the flavour's loader as the thread's context loader: for
     * whatever makes an ORB load a class by name, such as a socket factory JacORB makes on
     * first use.
     */
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    public static <T> T inFlavourLoader(OrbFlavour flavour, Supplier<T> action) {
        try (ContextLoader own = ContextLoader.of(flavour.getClass())) {
            return action.get();
        }
    }

    /**
     * Shuts an ORB down without waiting for requests in progress (a frozen servant must not
     * hold the caller) and releases its sockets and threads.
     */
    public static void destroy(OrbFlavour flavour, ORB orb) {
        try {
            flavour.closeListeners(orb);
            orb.shutdown(false);
        } finally {
            orb.destroy();
        }
    }
}
