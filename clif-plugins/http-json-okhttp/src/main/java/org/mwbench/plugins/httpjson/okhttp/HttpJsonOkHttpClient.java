package org.mwbench.plugins.httpjson.okhttp;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Proxy;
import java.net.Socket;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.net.SocketFactory;
import okhttp3.ConnectionPool;
import okhttp3.OkHttp;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.plugins.httpjson.common.HttpJsonVariantClient;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;

/**
 * Protocol {@code http-json-okhttp}: an HTTP/JSON client variant on OkHttp, one
 * {@link OkHttpClient} and connection pool per {@link BenchmarkConnection}. HTTP/1.1 only, no
 * proxy, no redirects, no retry on connection failure (a failed call is an error, not a second
 * call). OkHttp's {@code callTimeout} bounds the whole call (connecting, writing, waiting and
 * reading the body); its sockets come from a factory of {@link CountingSocket}s, so every byte is
 * counted. No option.
 */
public final class HttpJsonOkHttpClient extends HttpJsonVariantClient {
    static final String PROTOCOL = "http-json-okhttp";

    @Override
    public String protocol() {
        return PROTOCOL;
    }


    @Override
    public String library() {
        return "OkHttp " + OkHttp.VERSION;
    }

    /**
     * Builds the client; no socket is opened until the first call.
     *
     * @throws IllegalArgumentException for a malformed endpoint or any option
     */
    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
        Middlewares.requireKnownOptions(PROTOCOL, settings.options(), Set.of());
        HttpJsonEndpoint parsed = HttpJsonEndpoint.parse(endpoint);
        long timeoutMillis = settings.callTimeoutMillis();
        WireCounter counter = new WireCounter();
        OkHttpClient client = new OkHttpClient.Builder()
                .protocols(List.of(Protocol.HTTP_1_1))
                .proxy(Proxy.NO_PROXY)
                .followRedirects(false)
                .retryOnConnectionFailure(false)
                .callTimeout(timeoutMillis, TimeUnit.MILLISECONDS)
                .connectTimeout(timeoutMillis, TimeUnit.MILLISECONDS)
                .readTimeout(timeoutMillis, TimeUnit.MILLISECONDS)
                .writeTimeout(timeoutMillis, TimeUnit.MILLISECONDS)
                // OkHttp's default keeps 5 idle connections; a shared connection may serve many users
                .connectionPool(new ConnectionPool(1_000, 5, TimeUnit.MINUTES))
                .socketFactory(new CountingSocketFactory(counter))
                .build();
        return new OkHttpJsonConnection(client, parsed, counter);
    }

    /** Unconnected {@link CountingSocket}s with TCP_NODELAY, which OkHttp connects itself with its connect timeout. */
    private static final class CountingSocketFactory extends SocketFactory {
        private final WireCounter counter;

        CountingSocketFactory(WireCounter counter) {
            this.counter = counter;
        }

        @Override
        public Socket createSocket() throws IOException {
            Socket socket = new CountingSocket(counter);
            // OkHttp writes a request's head and body separately and leaves Nagle on: a body
            // of a few segments then waits for the server's delayed ACK, 40 ms on Linux
            // (echoShorts of 10 KB took 47 ms by the median, the other HTTP clients 1 to 3 ms)
            socket.setTcpNoDelay(true);
            return socket;
        }

        @Override
        public Socket createSocket(String host, int port) throws IOException {
            throw new UnsupportedOperationException("OkHttp asks for unconnected sockets");
        }

        @Override
        public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
            throw new UnsupportedOperationException("OkHttp asks for unconnected sockets");
        }

        @Override
        public Socket createSocket(InetAddress host, int port) throws IOException {
            throw new UnsupportedOperationException("OkHttp asks for unconnected sockets");
        }

        @Override
        public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
            throw new UnsupportedOperationException("OkHttp asks for unconnected sockets");
        }
    }
}
