package org.mwbench.servers.glassfish.sockets;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Properties;
import org.mwbench.contract.middleware.ClientSettings;

/**
 * How a GlassFish client ORB connects, the same for both of its users here (rmi-iiop and
 * corba-glassfish): within the call timeout, its retry included.
 *
 * <p>GlassFish opens a connection with no connect timeout, and retries a failed connect for as
 * long as its {@code ORBTCPConnectTimeouts} say, counting only the time it sleeps between
 * attempts, not the attempts: at an address where nobody answers, each attempt waits for the
 * kernel (3 s where ARP finds nobody, minutes of SYN retries where packets are dropped), and
 * a 2 s budget of sleeps took 36 s. Its smallest setting, {@value #ONE_RETRY_AT_ONCE} (it refuses
 * 0), still makes a second attempt after 1 ms, which also serves a server that closed an idle
 * connection. So the ORB retries once at once, and its socket factory gives each of the
 * {@value #ATTEMPTS} attempts half of the call timeout: a call that cannot connect fails within
 * the call timeout, with GlassFish's {@code COMM_FAILURE} "Connection failure" whose cause is
 * the last attempt's {@code SocketTimeoutException}.
 */
public final class ClientConnects {
    /** How long a caller waits for its reply, in ms (GlassFish's default: 30 minutes). */
    public static final String WAIT_FOR_RESPONSE_TIMEOUT = "com.sun.corba.ee.transport.ORBWaitForResponseTimeout";
    /** {@code initial:max:backoff%:maxSingle}, in ms, of the sleeps between connect attempts. */
    public static final String TCP_CONNECT_TIMEOUTS = "com.sun.corba.ee.transport.ORBTCPConnectTimeouts";
    /** The smallest GlassFish accepts: one retry, 1 ms after the first attempt failed. */
    public static final String ONE_RETRY_AT_ONCE = "1:1:1:1";
    /** The attempts GlassFish makes with {@link #ONE_RETRY_AT_ONCE}. */
    public static final int ATTEMPTS = 2;
    /** The class that opens the client's sockets. */
    public static final String SOCKET_FACTORY_CLASS = "com.sun.corba.ee.transport.ORBSocketFactoryClass";
    /**
     * {@code SocketChannel} or {@code Socket}: which sockets GlassFish's own factory would open.
     * Set to match the factory, so that the ORB's configuration says what it runs.
     */
    public static final String CONNECTION_SOCKET_TYPE = "com.sun.corba.ee.transport.ORBConnectionSocketType";

    private ClientConnects() {
    }

    /**
     * The properties of a client ORB whose replies wait at most the call timeout and whose
     * connects, retry included, take at most the call timeout.
     *
     * @param counting sockets that count their bytes ({@link CountingSocketFactory}), or GlassFish's
     *                 NIO channels ({@link ChannelSocketFactory})
     */
    public static Properties properties(ClientSettings settings, boolean counting) {
        Properties properties = new Properties();
        properties.setProperty(WAIT_FOR_RESPONSE_TIMEOUT, Integer.toString(settings.callTimeoutMillis()));
        properties.setProperty(TCP_CONNECT_TIMEOUTS, ONE_RETRY_AT_ONCE);
        properties.setProperty(SOCKET_FACTORY_CLASS,
                (counting ? CountingSocketFactory.class : ChannelSocketFactory.class).getName());
        properties.setProperty(CONNECTION_SOCKET_TYPE, counting ? "Socket" : "SocketChannel");
        return properties;
    }

    /** One attempt's share of the call timeout, which the ORB holds as its wait-for-response timeout. */
    static int attemptTimeoutMillis(com.sun.corba.ee.spi.orb.ORB orb) {
        long callTimeout = orb.getORBData().getWaitForResponseTimeout();
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, callTimeout / ATTEMPTS));
    }

    /** Connects {@code socket} within {@code timeoutMillis}, Nagle off as GlassFish sets it; closes it on failure. */
    static Socket connect(Socket socket, InetSocketAddress address, int timeoutMillis) throws IOException {
        try {
            socket.connect(address, timeoutMillis);
            socket.setTcpNoDelay(true);
            return socket;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }
}
