package org.mwbench.servers.corba.jacorb;

import java.util.Optional;
import java.util.Properties;
import org.mwbench.contract.middleware.ClientSettings;
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
