package org.mwbench.plugins.httpjson.jdk;

import java.net.http.HttpClient;
import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.plugins.httpjson.common.HttpJsonVariantClient;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;

/**
 * Protocol {@code http-json-jdk}, the HTTP/1.1 + JSON client variant on the JDK's {@link HttpClient}, HTTP/1.1 only (no h2c upgrade
 * attempt), no proxy (the benchmark measures the direct path, whatever the JVM's proxy
 * settings), no redirects, and a connect timeout equal to the call timeout. Option:
 * {@code bodyTimeout=true|false} (default false), whether the call timeout also bounds the
 * reply's body, at the cost of a thread hop per call ({@link HttpJsonConnection}).
 */
public final class HttpJsonJdkClient extends HttpJsonVariantClient {
    /** This variant's plugin name. */
    static final String PROTOCOL = "http-json-jdk";

    /** The option that makes the call timeout bound the reply's body too. */
    static final String BODY_TIMEOUT = "bodyTimeout";

    @Override
    public String protocol() {
        return PROTOCOL;
    }


    /** The JDK's client: its version is the running JVM's. */
    @Override
    public String library() {
        return "JDK java.net.http " + System.getProperty("java.version");
    }

    /**
     * Builds the client; no connection is opened until the first call, as HTTP clients do.
     *
     * @throws IllegalArgumentException for a malformed endpoint or an unknown option
     */
    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
        Middlewares.requireKnownOptions(PROTOCOL, settings.options(), Set.of(BODY_TIMEOUT));
        boolean bodyTimeout = Middlewares.flag(PROTOCOL, settings.options(), BODY_TIMEOUT, false);
        HttpJsonEndpoint parsed = HttpJsonEndpoint.parse(endpoint);
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .proxy(HttpClient.Builder.NO_PROXY)
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(settings.callTimeout())
                .build();
        return new HttpJsonConnection(client, parsed, settings.callTimeout(), bodyTimeout);
    }
}
