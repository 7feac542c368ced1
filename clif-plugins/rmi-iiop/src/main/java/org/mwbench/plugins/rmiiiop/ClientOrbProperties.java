package org.mwbench.plugins.rmiiiop;

import java.util.Properties;
import org.mwbench.contract.middleware.ClientSettings;

/** The GlassFish ORB properties of a client, where the call timeout is set. */
final class ClientOrbProperties {
    /** How long a caller waits for its reply, in ms (GlassFish's default: 30 minutes). */
    static final String WAIT_FOR_RESPONSE_TIMEOUT = "com.sun.corba.ee.transport.ORBWaitForResponseTimeout";
    /**
     * How long the ORB keeps reconnecting to an endpoint that refuses it:
     * {@code initial:max:backoff%:maxSingle} in ms. GlassFish's default, 250:60000:100:5000,
     * retries for a minute (made for fail-over in clusters).
     */
    static final String TCP_CONNECT_TIMEOUTS = "com.sun.corba.ee.transport.ORBTCPConnectTimeouts";
    /**
     * The smallest values GlassFish accepts: one retry after 1 ms (which also covers a
     * server that closed an idle connection), then the call fails. A dead server is an error
     * to count at once, not a wait.
     */
    static final String CONNECT_RETRY_AT_ONCE = "1:1:1:1";
    /** The class that opens the client's sockets. */
    static final String SOCKET_FACTORY_CLASS = "com.sun.corba.ee.transport.ORBSocketFactoryClass";
    /**
     * {@code SocketChannel} or {@code Socket}: which sockets GlassFish's own factory would open.
     * Set to match the factory chosen here, so that the ORB's configuration says what it runs.
     */
    static final String CONNECTION_SOCKET_TYPE = "com.sun.corba.ee.transport.ORBConnectionSocketType";
    /**
     * The client listens nowhere; naming the loopback spares ORB.init a look-up of the
     * host's own name (GlassFish resolves it when no server host is given).
     */
    static final String SERVER_HOST = "com.sun.corba.ee.ORBServerHost";

    private ClientOrbProperties() {
    }

    static Properties of(ClientSettings settings, ClientOptions options) {
        String timeout = Integer.toString(settings.callTimeoutMillis());
        Properties properties = new Properties();
        properties.setProperty(WAIT_FOR_RESPONSE_TIMEOUT, timeout);
        properties.setProperty(TCP_CONNECT_TIMEOUTS, CONNECT_RETRY_AT_ONCE);
        properties.setProperty(SOCKET_FACTORY_CLASS, options.countsWireBytes()
                ? CountingSocketFactory.class.getName() : TimedSocketFactory.class.getName());
        properties.setProperty(CONNECTION_SOCKET_TYPE, options.socketType().glassFishName());
        properties.setProperty(SERVER_HOST, "127.0.0.1");
        return properties;
    }
}
