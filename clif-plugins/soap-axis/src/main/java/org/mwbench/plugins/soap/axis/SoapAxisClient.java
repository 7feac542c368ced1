package org.mwbench.plugins.soap.axis;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URL;
import java.util.Set;
import org.apache.axis.client.Service;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.soap.axis.AxisEndpoint;
import org.mwbench.servers.soap.axis.SoapAxisServer;

/**
 * Connects to a soap-axis server: parses its URL, resolves the host once, checks that
 * something listens there (a TCP connect, closed at once, bounded by the call timeout), and
 * builds the connection's own Axis client engine. It takes no options.
 */
public final class SoapAxisClient implements MiddlewareClient {

    @Override
    public String protocol() {
        return SoapAxisServer.PROTOCOL;
    }

    /** Axis's own HTTP/1.1 sender (HTTPSender) on plain sockets, the version of the jar that runs. */
    @Override
    public String library() {
        return "Apache Axis " + org.mwbench.contract.middleware.LibraryVersion.of(org.apache.axis.transport.http.HTTPSender.class,
                "axis", "axis") + " HTTPSender";
    }

    /** A timed transport pivot ({@link TimedConnectionSender}), with {@code whitebox=true}. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    /**
     * @throws java.net.ConnectException when nothing listens at the endpoint
     * @throws IllegalArgumentException when the endpoint is not a soap-axis URL
     */
    @Override
    @SuppressWarnings("try") // the ContextLoader is held for its scope, not used
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(SoapAxisServer.PROTOCOL, settings.options(), Set.of(WhiteBox.OPTION));
        boolean whiteBox = WhiteBox.requested(SoapAxisServer.PROTOCOL, settings.options());
        AxisEndpoint parsed = AxisEndpoint.parse(endpoint);
        URL url = new URL(parsed.toString());
        InetSocketAddress server = new InetSocketAddress(InetAddress.getByName(parsed.host()), parsed.port());
        int timeout = settings.callTimeoutMillis();
        probe(server, timeout);
        WireCounter counter = new WireCounter();
        // Axis finds its parts (commons-logging's factory, ...) through the context loader.
        try (ContextLoader axis = ContextLoader.of(SoapAxisClient.class)) {
            if (whiteBox) {
                Service service = ClientEngine.service(
                        new TimedConnectionSender(url.getHost(), url.getPort(), server, counter));
                return new AxisSoapConnection(service, url, timeout, counter, true);
            }
            Service service = ClientEngine.service(new ConnectionSender(url.getHost(), url.getPort(), server, counter));
            return new AxisSoapConnection(service, url, timeout, counter, false);
        }
    }

    private static void probe(InetSocketAddress server, int timeoutMillis) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(server, timeoutMillis);
        }
    }

    /**
     * True: the connection's Axis engine serves concurrent callers, each call on an HTTP connection
     * of its own, as the scalability plans have always run it (connection=shared).
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
