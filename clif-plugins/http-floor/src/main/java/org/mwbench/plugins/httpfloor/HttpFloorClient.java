package org.mwbench.plugins.httpfloor;

import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.plugins.httpjson.common.HttpJsonVariantClient;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;

/**
 * Protocol {@code http-floor}: the floor of every HTTP-based row, as {@code tcp} is the floor of
 * the RPC rows (Böszörményi et al. 1999 measured every middleware against raw sockets). A
 * minimal HTTP/1.1 keep-alive client on a plain {@link java.net.Socket}, with each request's
 * bytes built once, calling the {@code http-json} server with the same requests as every
 * HTTP/JSON variant. What a variant costs above this row is its client library's. No option.
 */
public final class HttpFloorClient extends HttpJsonVariantClient {
    static final String PROTOCOL = "http-floor";

    @Override
    public String protocol() {
        return PROTOCOL;
    }


    @Override
    public String library() {
        return "mwbench bare HTTP/1.1 on java.net.Socket, JDK " + System.getProperty("java.version");
    }

    /**
     * Prepares the requests; no socket is opened until the first call.
     *
     * @throws IllegalArgumentException for a malformed endpoint or any option
     */
    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
        Middlewares.requireKnownOptions(PROTOCOL, settings.options(), Set.of());
        return new HttpFloorConnection(HttpJsonEndpoint.parse(endpoint), settings.callTimeout());
    }
}
