package org.mwbench.servers.rmiiiop;

import java.rmi.NoSuchObjectException;
import java.rmi.Remote;
import java.util.Properties;
import javax.rmi.PortableRemoteObject;
import org.mwbench.contract.middleware.ContextLoader;
import org.omg.CORBA.ORB;

/**
 * Creates and ends GlassFish ORBs the same way for the server and the client.
 *
 * <p>Class loading: in mwbench this protocol's jars live in a class loader of their own,
 * a child of the one that holds the contract. GlassFish finds several classes through the
 * thread's context class loader: the ORB class in {@code ORB.init}, gmbal's
 * {@link java.util.ServiceLoader} (see the glassfish-gmbal-noop module), the
 * {@code javax.rmi.CORBA} delegates (Util, PortableRemoteObject, Stub) when their classes
 * initialize, classes named in ORB properties (a socket factory), and the worker threads of
 * the ORB's pool, which keep the context loader they were created under, and the
 * singleton ORB, which the first call's value-type reader asks for. So everything
 * that sets an ORB up or ends it runs inside this module's class loader
 * ({@link ContextLoader}). The calls themselves do not need it: they only load the contract's value
 * classes, which both loaders see, so nothing is switched on the measured path.
 *
 * <p>No JVM-wide system property is set: the ORB classes are given in the ORB's own
 * properties, and the {@code javax.rmi.CORBA.*Class} delegates default to GlassFish's.
 */
@SuppressWarnings("try") // a ContextLoader is held for its block, not used in it
public final class GlassFishOrb {
    /** GlassFish's ORB; named explicitly so that no orb.properties or system property can pick another. */
    static final String ORB_CLASS = "com.sun.corba.ee.impl.orb.ORBImpl";
    static final String ORB_SINGLETON_CLASS = "com.sun.corba.ee.impl.orb.ORBSingleton";

    private GlassFishOrb() {
    }

    /**
     * A new ORB with {@code properties} on top of the ORB class names, created in this
     * module's class loader.
     */
    public static ORB init(Properties properties) throws Exception {
        Properties all = new Properties();
        all.setProperty("org.omg.CORBA.ORBClass", ORB_CLASS);
        all.setProperty("org.omg.CORBA.ORBSingletonClass", ORB_SINGLETON_CLASS);
        all.putAll(properties);
        return ContextLoader.call(GlassFishOrb.class, () -> {
            // The singleton ORB (TypeCode factory) is made once per class loader, found through
            // the context class loader; classes that the first call initializes, such as the
            // value-type reader IIOPInputStream, ask for it. Made here, it is found later by
            // calls from threads whose context loader cannot see GlassFish.
            ORB.init();
            return ORB.init(new String[0], all);
        });
    }

    /** Ends the ORB promptly and frees its port: see {@link OrbShutdown}. */
    public static void destroy(ORB orb) {
        try (ContextLoader own = ContextLoader.of(GlassFishOrb.class)) {
            OrbShutdown.destroy(orb);
        }
    }

    /**
     * Drops an exported RMI-IIOP object from GlassFish's tie table, which is global to this
     * class loader (so servers started one after the other do not pile up in it).
     */
    public static void unexport(Remote object) {
        try (ContextLoader own = ContextLoader.of(GlassFishOrb.class)) {
            PortableRemoteObject.unexportObject(object);
        } catch (NoSuchObjectException e) {
            // never exported: nothing to drop
        }
    }}
