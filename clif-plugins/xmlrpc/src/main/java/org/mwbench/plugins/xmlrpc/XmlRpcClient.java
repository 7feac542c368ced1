package org.mwbench.plugins.xmlrpc;

import org.apache.commons.httpclient.DefaultHttpMethodRetryHandler;
import org.apache.commons.httpclient.HttpClient;
import org.apache.commons.httpclient.MultiThreadedHttpConnectionManager;
import org.apache.commons.httpclient.params.HttpConnectionManagerParams;
import org.apache.commons.httpclient.params.HttpMethodParams;
import org.apache.commons.httpclient.protocol.Protocol;
import org.apache.xmlrpc.client.XmlRpcClientConfigImpl;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.xmlrpc.SafeTypeFactory;
import org.mwbench.servers.xmlrpc.XmlRpcEndpoint;
import org.mwbench.servers.xmlrpc.XmlRpcServer;

/**
 * The Apache XML-RPC client: an {@link org.apache.xmlrpc.client.XmlRpcClient} whose transport is Commons HttpClient 3.1
 * with a pool of keep-alive connections of its own. Options: {@code connections}
 * and {@code whitebox} ({@link XmlRpcClientOptions}, {@link WhiteBoxCommonsTransport}).
 *
 * <p>Every call is bounded by the call timeout, applied by HttpClient to each step: waiting
 * for a pooled connection ({@code connectionManagerTimeout}), connecting (the socket
 * factory's connect timeout), and each socket read ({@code SO_TIMEOUT}). The timeouts are set
 * once on the HttpClient rather than as the XML-RPC configuration's {@code connectionTimeout}
 * and {@code replyTimeout}, which Apache's transport would write into the shared connection
 * manager's parameters on every call.
 */
public final class XmlRpcClient implements MiddlewareClient {
    /**
     * Retries of a request that failed before the server could have run it: once, which is
     * what a keep-alive connection the server closed while idle needs (the request is then
     * re-sent on a new connection). HttpClient never retries after a timeout.
     */
    private static final int RETRIES = 1;

    /**
     * The kind of a call that waited the call timeout for a connection of the client's own pool
     * ({@code connections=N}) and got none: the client's limit, not the server's.
     */
    public static final String POOL_EXHAUSTED = "XML-RPC client connection pool exhausted (XmlRpcException)";

    @Override
    public String protocol() {
        return XmlRpcServer.PROTOCOL;
    }

    /** Apache XML-RPC's client over its Commons HttpClient transport, the versions of the jars that run. */
    @Override
    public String library() {
        return "Apache XML-RPC " + org.mwbench.contract.middleware.LibraryVersion.of(org.apache.xmlrpc.client.XmlRpcClient.class,
                "org.apache.xmlrpc", "xmlrpc-client") + " on Commons HttpClient " + org.mwbench.contract.middleware.LibraryVersion.of(
                org.apache.commons.httpclient.HttpClient.class, "commons-httpclient", "commons-httpclient");
    }

    @Override
    public String failureKind(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof org.apache.commons.httpclient.ConnectionPoolTimeoutException) {
                return POOL_EXHAUSTED;
            }
        }
        return MiddlewareClient.super.failureKind(failure);
    }

    /**
     * Builds the client; no connection is opened until the first call, as HTTP clients do.
     *
     * @throws IllegalArgumentException for a malformed endpoint or an unknown option
     */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
        XmlRpcClientOptions options = XmlRpcClientOptions.parse(settings.options());
        XmlRpcEndpoint parsed = XmlRpcEndpoint.parse(endpoint);
        int timeoutMillis = settings.callTimeoutMillis();
        WireCounter counter = new WireCounter();

        MultiThreadedHttpConnectionManager pool = new MultiThreadedHttpConnectionManager();
        HttpConnectionManagerParams socketParams = pool.getParams();
        socketParams.setConnectionTimeout(timeoutMillis);
        socketParams.setSoTimeout(timeoutMillis);
        socketParams.setTcpNoDelay(true);
        // The stale check reads each pooled connection with a 1 ms timeout before every request:
        // about a millisecond per call. A connection the server closed fails its request before
        // a reply instead, and the request is retried (RETRIES).
        socketParams.setStaleCheckingEnabled(false);
        socketParams.setDefaultMaxConnectionsPerHost(options.connections());
        socketParams.setMaxTotalConnections(options.connections());

        HttpClient http = new HttpClient(pool);
        http.getParams().setConnectionManagerTimeout(timeoutMillis);
        http.getParams().setParameter(HttpMethodParams.RETRY_HANDLER, new DefaultHttpMethodRetryHandler(RETRIES, false));
        http.getHostConfiguration().setHost(parsed.host(), parsed.port(),
                new Protocol("http", new CountingSocketFactory(counter), parsed.port()));

        XmlRpcClientConfigImpl config = new XmlRpcClientConfigImpl();
        config.setServerURL(parsed.toUrl());
        config.setEnabledForExtensions(true);   // ex:i8 for the contract's longs
        config.setContentLengthOptional(false); // a Content-Length on every request, as keep-alive needs
        config.setGzipCompressing(false);
        config.setGzipRequesting(false);

        org.apache.xmlrpc.client.XmlRpcClient client = new org.apache.xmlrpc.client.XmlRpcClient();
        client.setConfig(config);
        client.setTypeFactory(new SafeTypeFactory(client));
        if (options.whiteBox()) {
            client.setTransportFactory(new SafeCommonsTransportFactory.Timed(client, http));
            return new XmlRpcConnection(client, pool, counter, parsed.toString(), true);
        }
        client.setTransportFactory(new SafeCommonsTransportFactory(client, http));
        return new XmlRpcConnection(client, pool, counter, parsed.toString(), false);
    }

    /**
     * True: the connection's pool ({@code connections=N}, 128 by default) gives each call in flight a
     * keep-alive connection; a call that finds none free within the call timeout fails as
     * {@value #POOL_EXHAUSTED}. (With a pool as large as the server's 1024 threads, a
     * thread-per-connection server on one core let only half of 1000 users call within a plateau.)
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
