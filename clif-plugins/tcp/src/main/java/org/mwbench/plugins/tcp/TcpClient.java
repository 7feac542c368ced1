package org.mwbench.plugins.tcp;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.servers.tcp.TcpEndpoint;
import org.mwbench.servers.tcp.TcpServer;

/**
 * The raw-TCP floor's client: one socket per connection. Its one option is {@code whitebox=true}
 * ({@link TimedTcpConnection}).
 */
public final class TcpClient implements MiddlewareClient {

    @Override
    public String protocol() {
        return TcpServer.PROTOCOL;
    }

    /**
     * Resolves {@code tcp://HOST:PORT} once and opens the connection's socket, within the call
     * timeout.
     *
     * @throws IllegalArgumentException for a malformed endpoint
     * @throws java.net.ConnectException and the like when nothing answers there
     */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws IOException {
        Middlewares.requireKnownOptions(TcpServer.PROTOCOL, settings.options(), Set.of(WhiteBox.OPTION));
        TcpEndpoint parsed = TcpEndpoint.parse(endpoint);
        InetSocketAddress address = new InetSocketAddress(parsed.host(), parsed.port());
        if (address.isUnresolved()) {
            throw new UnknownHostException(parsed.host() + " (from " + endpoint + ")");
        }
        TcpConnection connection = WhiteBox.requested(TcpServer.PROTOCOL, settings.options())
                ? new TimedTcpConnection(address, settings.callTimeoutMillis())
                : new TcpConnection(address, settings.callTimeoutMillis());
        connection.open();
        return connection;
    }

    /**
     * False: one socket carries one call at a time, so each user needs a socket of its own.
     */
    @Override
    public boolean multiplexesCalls() {
        return false;
    }
}
