package org.mwbench.servers.corba;

import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.WireBytes;
import org.omg.CORBA.ORB;

/**
 * What sets one ORB apart from the others, and nothing more: its implementation classes, the
 * properties that bind a server to an address and bound a client's calls, its client's own
 * options, and how its client counts bytes on the wire. Everything
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
     * Whether {@link Orbs#init} names {@link #orbClass} and {@link #orbSingletonClass} in the
     * ORB's properties, which shields the ORB from JVM-wide settings. An ORB answers no when
     * naming them would leak them: see JacORB's flavour.
     */
    default boolean classesNamedInProperties() {
        return true;
    }

    /**
     * The properties of a server ORB that listens on {@code bindAddress} only, at
     * {@code port} (0: one the system picks), and puts that address in its IORs.
     */
    Properties serverProperties(String bindAddress, int port);

    /**
     * Declares the {@link org.mwbench.contract.middleware.ServerKnob knobs} a server ORB of this
     * kind has, with their defaults, and the reasons it has not the others.
     */
    ServerOptions.Reader serverKnobs(ServerOptions.Reader reader);

    /** The ORB properties that apply the knobs' values to a server ORB (none by default). */
    default Properties knobProperties(ServerOptions options) {
        return new Properties();
    }

    /** The options this ORB's client takes besides {@link AbstractCorbaClient}'s own; none by default. */
    default Set<String> clientOptions() {
        return Set.of();
    }

    /**
     * The properties of a client ORB whose every call, connecting included, is bounded by
     * the settings' call timeout through the ORB's own mechanism: a timed wait in the calling
     * thread, or a socket timeout, never a thread per call.
     *
     * @throws IllegalArgumentException naming the option, for a bad value of one of {@link #clientOptions}
     */
    Properties clientProperties(ClientSettings settings);

    /**
     * The bytes on the wire of a client ORB made with {@link #clientProperties}: counted by
     * the socket factory those properties install, which the ORB instantiates once per ORB
     * instance, so per connection ({@link AbstractCorbaClient} makes an ORB per connection). Empty
     * when the ORB, as configured, reads sockets that cannot be counted. Called before the
     * ORB's first connection, with the flavour's loader as the context class loader.
     */
    Optional<WireBytes> clientWireBytes(ORB orb);

    /**
     * Closes the listening sockets of an ORB about to be destroyed, for ORBs whose
     * {@code destroy} leaves them open; nothing by default.
     */
    default void closeListeners(ORB orb) {
    }
}
