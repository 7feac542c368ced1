package org.mwbench.servers.corba.glassfish;

import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.glassfish.sockets.ClientConnects;
import org.mwbench.servers.glassfish.sockets.CountingSocketFactory;
import org.omg.CORBA.ORB;

/**
 * GlassFish CORBA: its classes, its bind and timeout properties, its client's socket type
 * (counted or not), and its listeners' release.
 */
public final class GlassfishOrb implements OrbFlavour {
    /** The client option that chooses GlassFish's channels (default) or counting sockets. */
    public static final String SOCKET_TYPE = ClientSocketType.OPTION;
    private static final String TRANSPORT = "com.sun.corba.ee.transport.";

    @Override
    public String orbClass() {
        return "com.sun.corba.ee.impl.orb.ORBImpl";
    }

    @Override
    public String orbSingletonClass() {
        return "com.sun.corba.ee.impl.orb.ORBSingleton";
    }

    /**
     * ORBServerHost is the host in the IORs and, unless it is a wildcard address, the only
     * address the listener binds; ORBServerPort its port (0: an ephemeral one).
     */
    @Override
    public Properties serverProperties(String bindAddress, int port) {
        Properties properties = common();
        properties.setProperty("com.sun.corba.ee.ORBServerHost", bindAddress);
        properties.setProperty("com.sun.corba.ee.ORBServerPort", Integer.toString(port));
        return properties;
    }

    /**
     * None of the four: the ORB has a property for none of them (it is the same lineage as
     * the JDK's former ORB, whose defaults served a thousand clients here without an error).
     */
    @Override
    public ServerOptions.Reader serverKnobs(ServerOptions.Reader reader) {
        return reader
                .unavailable(ServerKnob.THREADS, "GlassFish's ORB runs requests on its default thread pool, which"
                        + " grows without limit; no ORB property sizes it")
                .unavailable(ServerKnob.BACKLOG, "GlassFish's ORB binds its listener with the JDK's default backlog (50)"
                        + " and has no property for it")
                .unavailable(ServerKnob.QUEUE, "GlassFish's ORB queues no requests: each one read goes to a pool thread")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "GlassFish's ORB has no connection limit ("
                        + "com.sun.corba.ee.connection.ORBHighWaterMark only reclaims idle connections)");
    }

    /**
     * GlassFish has no factory for the Messaging timeout policies; its ORBWaitForResponseTimeout
     * bounds the wait for each reply (30 minutes by default), and {@link ClientConnects} bounds
     * its connects, retry included, by the same timeout (by default it connects with no timeout
     * and retries for a minute of sleeps). With {@code socket-type=socket} its sockets are
     * counting ones ({@link ClientSocketType}), else GlassFish's NIO channels.
     * A client ORB listens too (its first request on a connection carries the IOR of its
     * SendingContext CodeBase object, for RMI-IIOP values), by default on every interface:
     * it listens on loopback only, since the benchmark's IDL has no values to look up.
     */
    @Override
    public Properties clientProperties(ClientSettings settings) {
        Properties properties = common();
        properties.putAll(ClientConnects.properties(settings,
                ClientSocketType.of(settings.options()) == ClientSocketType.SOCKET));
        properties.setProperty("com.sun.corba.ee.ORBServerHost", "127.0.0.1");
        return properties;
    }

    @Override
    public Set<String> clientOptions() {
        return Set.of(SOCKET_TYPE);
    }

    /** Counted with {@code socket-type=socket} only: GlassFish's channels cannot be ({@link CountingSocketFactory}). */
    @Override
    public Optional<WireBytes> clientWireBytes(ORB orb) {
        return CountingSocketFactory.counts(orb) ? Optional.of(CountingSocketFactory.of(orb).wire()) : Optional.empty();
    }

    /**
     * After each message GlassFish's reader waits for the next one in a temporary selector (its
     * "always enter blocking read" optimisation, kept: it is GlassFish's default read path),
     * for 2 s by default, and closing a connection waits for that select to end: every ORB
     * destroy took up to 2 s a connection. ORBTCPTimeouts ({@code initial:max:backoff%}) makes
     * that wait 50 ms, and keeps GlassFish's 6 s limit for the rest of a message that has
     * begun to arrive.
     */
    private static Properties common() {
        Properties properties = new Properties();
        properties.setProperty(TRANSPORT + "ORBTCPTimeouts", "50:6000:20");
        return properties;
    }

    /** GlassFish's {@code ORB.destroy} closes its connections but not its listening sockets. */
    @Override
    public void closeListeners(ORB orb) {
        for (com.sun.corba.ee.spi.transport.Acceptor acceptor
                : ((com.sun.corba.ee.spi.orb.ORB) orb).getCorbaTransportManager().getAcceptors()) {
            acceptor.close();
        }
    }
}
