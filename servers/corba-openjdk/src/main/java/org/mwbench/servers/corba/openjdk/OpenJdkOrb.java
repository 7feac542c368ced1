package org.mwbench.servers.corba.openjdk;

import java.util.Optional;
import java.util.Properties;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.corba.OrbFlavour;
import org.omg.CORBA.ORB;

/** The OpenJDK ORB: its classes, its bind properties, and the sockets that bound calls and count bytes. */
public final class OpenJdkOrb implements OrbFlavour {
    private static final String PREFIX = "com.sun.CORBA.";

    @Override
    public String orbClass() {
        return "com.sun.corba.se.impl.orb.ORBImpl";
    }

    @Override
    public String orbSingletonClass() {
        return "com.sun.corba.se.impl.orb.ORBSingleton";
    }

    /**
     * ORBServerHost is both the only address the listener binds and the host in the IORs;
     * ORBServerPort its port (0: an ephemeral one).
     */
    @Override
    public Properties serverProperties(String bindAddress, int port) {
        Properties properties = new Properties();
        properties.setProperty(PREFIX + "ORBServerHost", bindAddress);
        properties.setProperty(PREFIX + "ORBServerPort", Integer.toString(port));
        return properties;
    }

    /**
     * None of the four: the ORB has a property for none of them (it is the same lineage as
     * the JDK's former ORB, whose defaults served a thousand clients here without an error).
     */
    @Override
    public ServerOptions.Reader serverKnobs(ServerOptions.Reader reader) {
        return reader
                .unavailable(ServerKnob.THREADS, "the OpenJDK ORB runs requests on its default thread pool, which"
                        + " grows without limit; no ORB property sizes it")
                .unavailable(ServerKnob.BACKLOG, "the OpenJDK ORB binds its listener with the JDK's default backlog (50)"
                        + " and has no property for it")
                .unavailable(ServerKnob.QUEUE, "the OpenJDK ORB queues no requests: each one read goes to a pool thread")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "the OpenJDK ORB has no connection limit ("
                        + "com.sun.CORBA.connection.ORBHighWaterMark only reclaims idle connections)");
    }

    /**
     * The OpenJDK ORB has no call timeout at all: it has no factory for the Messaging
     * policies and waits for a reply without limit. Its sockets come from a pluggable
     * factory, though, and a plain socket (not a channel) is read by a reader thread of its own in blocking mode:
     * {@link DeadlineSocketFactory} connects within the timeout and hands out sockets whose
     * reads fail once a reply is overdue ({@link DeadlineSocket}), which aborts the
     * connection; {@link CallTimeoutConfigurator} hands the factory the timeout (the ORB
     * instantiates both by name, so the value travels as the configurator's property value).
     * A client ORB listens too, for the CodeBase object whose IOR its requests carry: on
     * loopback only.
     */
    @Override
    public Properties clientProperties(ClientSettings settings) {
        Properties properties = new Properties();
        properties.setProperty(PREFIX + "ORBServerHost", "127.0.0.1");
        properties.setProperty(PREFIX + "transport.ORBSocketFactoryClass", DeadlineSocketFactory.class.getName());
        long millis = Math.max(1, settings.callTimeout().toMillis());
        properties.setProperty(CallTimeoutConfigurator.PROPERTY, Long.toString(millis));
        return properties;
    }

    /** The counter of the ORB's {@link DeadlineSocketFactory}, whose sockets also count what they carry. */
    @Override
    public Optional<WireBytes> clientWireBytes(ORB orb) {
        Object factory = ((com.sun.corba.se.spi.orb.ORB) orb).getORBData().getSocketFactory();
        return Optional.of(((DeadlineSocketFactory) factory).wire());
    }
}
