package org.mwbench.servers.corba.jacorb;

import java.util.Optional;
import java.util.Properties;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.corba.OrbFlavour;
import org.omg.CORBA.ORB;

/** JacORB: its classes, its bind properties, its connection properties, and its counting sockets. */
public final class JacorbOrb implements OrbFlavour {

    @Override
    public String orbClass() {
        return "org.jacorb.orb.ORB";
    }

    @Override
    public String orbSingletonClass() {
        return "org.jacorb.orb.ORBSingleton";
    }

    /**
     * No: JacORB's configuration copies ORBClass and ORBSingletonClass from an ORB's
     * properties into the JVM's System properties when they are absent there, and every other
     * ORB's copy of the OMG API reads its singleton class from there first. A GlassFish or
     * OpenJDK ORB in the same JVM (the servers of a collocated plan, the clients of a scenario
     * that calls several ORBs) then fails with ClassNotFoundException:
     * org.jacorb.orb.ORBSingleton. JacORB's own copy of the OMG API defaults to these classes.
     */
    @Override
    public boolean classesNamedInProperties() {
        return false;
    }

    /**
     * OAIAddr is both where JacORB's listener binds and the host its IORs carry (without it
     * JacORB listens everywhere and writes the host's first address); OAPort fixes the port.
     */
    @Override
    public Properties serverProperties(String bindAddress, int port) {
        Properties properties = new Properties();
        properties.setProperty("OAIAddr", bindAddress);
        if (port != 0) {
            properties.setProperty("OAPort", Integer.toString(port));
        }
        return properties;
    }

    /** JacORB's defaults, which the knobs keep unless given. */
    static final int DEFAULT_THREADS = 20;
    static final int DEFAULT_MIN_THREADS = 5;
    static final int DEFAULT_QUEUE = 100;
    /** The JDK's, since JacORB asks its server socket factory for none (-1). */
    static final int DEFAULT_BACKLOG = 50;

    /**
     * All four knobs, each a JacORB setting: {@code threads} is the POA's request processor
     * pool ({@code jacorb.poa.thread_pool_max}; {@code thread_pool_min} stays 5, or less);
     * {@code queue} the POA's request queue ({@code jacorb.poa.queue_max}: a request arriving
     * when it is full gets {@code TRANSIENT}, since {@code jacorb.poa.queue_wait} is off);
     * {@code max_connections} is {@code jacorb.connection.max_server_connections} (unbounded by
     * default: a connection beyond is refused); {@code backlog} is applied by a server socket
     * factory of this module ({@link BacklogServerSocketFactory}), since JacORB's own asks for
     * the JDK's default.
     */
    @Override
    public ServerOptions.Reader serverKnobs(ServerOptions.Reader reader) {
        return reader.knob(ServerKnob.THREADS, DEFAULT_THREADS, "jacorb.poa.thread_pool_max (JacORB's default;"
                        + " jacorb.poa.thread_pool_min stays " + DEFAULT_MIN_THREADS + " or less)")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, BacklogServerSocketFactory.class.getSimpleName()
                        + " as jacorb.net.server_socket_factory (JacORB asks for the JDK's default, 50)")
                .knob(ServerKnob.QUEUE, DEFAULT_QUEUE, "jacorb.poa.queue_max (JacORB's default); full, a request"
                        + " gets TRANSIENT (jacorb.poa.queue_wait off)")
                .unbounded(ServerKnob.MAX_CONNECTIONS, "jacorb.connection.max_server_connections; one more"
                        + " connection is refused");
    }

    @Override
    public Properties knobProperties(ServerOptions options) {
        int threads = options.value(ServerKnob.THREADS);
        Properties properties = new Properties();
        properties.setProperty("jacorb.poa.thread_pool_max", Integer.toString(threads));
        properties.setProperty("jacorb.poa.thread_pool_min", Integer.toString(Math.min(threads, DEFAULT_MIN_THREADS)));
        properties.setProperty("jacorb.poa.queue_max", Integer.toString(options.value(ServerKnob.QUEUE)));
        properties.setProperty("jacorb.poa.queue_wait", "off");
        options.limit(ServerKnob.MAX_CONNECTIONS).ifPresent(max ->
                properties.setProperty("jacorb.connection.max_server_connections", Integer.toString(max)));
        properties.setProperty("jacorb.net.server_socket_factory", BacklogServerSocketFactory.class.getName());
        properties.setProperty(BacklogServerSocketFactory.BACKLOG, Integer.toString(options.value(ServerKnob.BACKLOG)));
        return properties;
    }

    /**
     * pending_reply_timeout bounds the wait for each reply with a timed wait in the calling
     * thread ({@code org.omg.CORBA.TIMEOUT}); connect_timeout bounds the TCP connect of a new
     * connection; no retries of a refused connection (5, 500 ms apart, by default), so that
     * a dead server fails a call at once instead of stretching it. JacORB also honours the
     * standard RelativeRoundtripTimeoutPolicy, but starts a timer thread for every call it
     * bounds (about 120 us a ping here, three times the call): the client's
     * {@code roundtrip-policy} option measures that. Its sockets come from a
     * {@link CountingSocketFactory}, which counts the bytes on the wire.
     */
    @Override
    public Properties clientProperties(ClientSettings settings) {
        String millis = Long.toString(Math.max(1, settings.callTimeout().toMillis()));
        Properties properties = new Properties();
        properties.setProperty("jacorb.connection.client.pending_reply_timeout", millis);
        properties.setProperty("jacorb.connection.client.connect_timeout", millis);
        properties.setProperty("jacorb.retries", "0");
        properties.setProperty("jacorb.net.socket_factory", CountingSocketFactory.class.getName());
        return properties;
    }

    /** The counter of the ORB's own socket factory (made on first use, then kept by the ORB). */
    @Override
    public Optional<WireBytes> clientWireBytes(ORB orb) {
        return Optional.of(((CountingSocketFactory) ((org.jacorb.orb.ORB) orb).getTransportManager()
                .getSocketFactoryManager().getSocketFactory()).wire());
    }
}
