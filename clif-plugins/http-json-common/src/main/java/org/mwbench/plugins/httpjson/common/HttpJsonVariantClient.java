package org.mwbench.plugins.httpjson.common;

import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.servers.httpjson.HttpJsonServer;

/**
 * A client variant of HTTP/JSON (another client library, or the bare floor): a row of its own
 * that calls the one {@code http-json} server, so that a variant's figures differ from the
 * default row's by its client library only.
 */
public abstract class HttpJsonVariantClient implements MiddlewareClient {

    /** The {@code http-json} server, whichever client library calls it. */
    @Override
    public final String serverProtocol() {
        return HttpJsonServer.PROTOCOL;
    }
}
