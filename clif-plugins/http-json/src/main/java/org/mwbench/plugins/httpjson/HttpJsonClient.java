package org.mwbench.plugins.httpjson;

import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.HttpClientBuilder;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.config.RegistryBuilder;
import org.apache.hc.core5.http.io.SocketConfig;
import org.apache.hc.core5.pool.PoolConcurrencyPolicy;
import org.apache.hc.core5.pool.PoolReusePolicy;
import org.apache.hc.core5.util.TimeValue;
import org.apache.hc.core5.util.Timeout;
import org.apache.hc.core5.util.VersionInfo;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.plugins.httpjson.common.DeadlineSocket;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.HttpJsonServer;

/**
 * Protocol {@code http-json}, the default HTTP/JSON row: Apache HttpClient 5's classic
 * (blocking) API, its minimal client ({@link HttpClients#createMinimal}) and one connection pool
 * per {@link BenchmarkConnection}, so one pooled keep-alive connection per virtual user (more
 * when users share it). HTTP/1.1, no proxy, no redirects, no automatic retries (a failed call is
 * an error, not a second call; only a request that found its idle connection closed by the
 * server is sent again, {@link ApacheHttpJsonConnection}), no cookies, no authentication, no content compression,
 * {@code TCP_NODELAY}. Its sockets are {@link DeadlineSocket}s:
 * every byte is counted, and the call timeout bounds the whole call, the reply's body included.
 * Its one option is {@code whitebox=true} ({@link WhiteBoxInterceptors}).
 */
public final class HttpJsonClient implements MiddlewareClient {
    /**
     * The most connections one client opens: a shared connection serves every user of a blade
     * at once, as the JDK's client does (it puts no limit); this only stops a runaway.
     */
    private static final int MAX_CONNECTIONS = 10_000;

    @Override
    public String protocol() {
        return HttpJsonServer.PROTOCOL;
    }

    /** The library and which of its clients: the minimal one, not the builder's full exec chain. */
    @Override
    public String library() {
        return "Apache HttpClient " + version() + " (minimal classic)";
    }

    /** The version in the jar's own metadata, so that the report names the jar that ran. */
    static String version() {
        VersionInfo info = VersionInfo.loadVersionInfo("org.apache.hc.client5", HttpJsonClient.class.getClassLoader());
        return info == null ? VersionInfo.UNAVAILABLE : info.getRelease();
    }

    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    /**
     * Builds the client; no socket is opened until the first call.
     *
     * @throws IllegalArgumentException for a malformed endpoint or an unknown option
     */
    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
        Middlewares.requireKnownOptions(protocol(), settings.options(), Set.of(WhiteBox.OPTION));
        boolean whiteBox = WhiteBox.requested(protocol(), settings.options());
        HttpJsonEndpoint parsed = HttpJsonEndpoint.parse(endpoint);
        Timeout timeout = Timeout.of(settings.callTimeout());
        WireCounter counter = new WireCounter();
        PoolingHttpClientConnectionManager pool = new PoolingHttpClientConnectionManager(
                new DefaultHttpClientConnectionOperator(proxy -> new DeadlineSocket(counter), null, null,
                        RegistryBuilder.<TlsSocketStrategy>create().build()),
                PoolConcurrencyPolicy.LAX, PoolReusePolicy.LIFO, TimeValue.NEG_ONE_MILLISECOND, null);
        pool.setMaxTotal(MAX_CONNECTIONS);
        pool.setDefaultMaxPerRoute(MAX_CONNECTIONS);
        pool.setDefaultSocketConfig(SocketConfig.custom().setTcpNoDelay(true).setSoTimeout(timeout).build());
        pool.setDefaultConnectionConfig(ConnectionConfig.custom()
                .setConnectTimeout(timeout)
                .setSocketTimeout(timeout)
                // the JDK's server keeps an idle connection 30 s; a connection idle for 2 s is
                // checked (a 1 ms read) before reuse, Apache's default
                .setValidateAfterInactivity(TimeValue.of(2, TimeUnit.SECONDS))
                .build());
        RequestConfig config = RequestConfig.custom()
                .setConnectionRequestTimeout(timeout)
                .setResponseTimeout(timeout)
                .build();
        if (whiteBox) {
            // Apache's minimal client takes no interceptors, so a white-box client is built by
            // HttpClients.custom() with everything this row does not use turned off; its exec
            // chain costs 4 to 5 µs of client CPU per call more than the minimal client (see
            // docs/results-2026-11.md), which the white-box client part then includes.
            HttpClientBuilder builder = HttpClients.custom()
                    .setConnectionManager(pool)
                    .setDefaultRequestConfig(config)
                    .disableAutomaticRetries()
                    .disableRedirectHandling()
                    .disableCookieManagement()
                    .disableContentCompression()
                    .disableAuthCaching(); // and no useSystemProperties(): no proxy
            WhiteBoxInterceptors.install(builder);
            return new ApacheHttpJsonConnection(builder.build(), config, parsed, settings.callTimeout(), counter, true);
        }
        // Apache's minimal client: the pool, the request executor, the connection reuse strategy
        // and the four request interceptors HTTP/1.1 needs (Content-Length and Content-Type, Host,
        // Connection, User-Agent), without the exec chain of HttpClients.custom() (redirects,
        // retries, cookies, authentication, content decompression, protocol upgrades), none of
        // which this row uses. Measured on this machine (docs/results-2026-11.md), that
        // chain cost 4 to 5 µs of the calling thread's CPU per ping (21.5 to 23.5 µs with it,
        // 17 to 19 without, the floor's 13 to 14.5), the largest part re-parsing each request's
        // URI to find its authentication scope; the exec chain's allocations went with it (5.3
        // to 2.9 kB per ping).
        return new ApacheHttpJsonConnection(HttpClients.createMinimal(pool), config, parsed, settings.callTimeout(),
                counter, false);
    }

    /**
     * True: the connection's pool gives each call in flight a keep-alive connection of its own.
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
