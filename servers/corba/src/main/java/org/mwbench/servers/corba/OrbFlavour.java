package org.mwbench.servers.corba;

import java.time.Duration;
import java.util.Properties;
import org.omg.CORBA.ORB;

/**
 * What sets one ORB apart from the others, and nothing more: its implementation classes and
 * the properties that bind a server to an address and bound a client's calls. Everything
 * else about serving and calling the benchmark IDL is ORB-neutral and lives in this module.
 *
 * <p>An implementation lives in the ORB's own module, next to the ORB's jars: its class
 * loader is the one {@link Orbs#init} hands the ORB, since each ORB may live in a class
 * loader of its own and two ORBs may share a JVM.
 */
public interface OrbFlavour {

    /** The ORB's {@code org.omg.CORBA.ORBClass}. */
    String orbClass();

    /** The ORB's {@code org.omg.CORBA.ORBSingletonClass}. */
    String orbSingletonClass();

    /**
     * The properties of a server ORB that listens on {@code bindAddress} only, at
     * {@code port} (0: one the system picks), and puts that address in its IORs.
     */
    Properties serverProperties(String bindAddress, int port);

    /**
     * The properties of a client ORB whose every call, connecting included, is bounded by
     * {@code callTimeout} through the ORB's own mechanism: a timed wait in the calling thread,
     * or a socket timeout, never a thread per call.
     */
    Properties clientProperties(Duration callTimeout);

    /**
     * Closes the listening sockets of an ORB about to be destroyed, for ORBs whose
     * {@code destroy} leaves them open; nothing by default.
     */
    default void closeListeners(ORB orb) {
    }
}
