package org.mwbench.plugins.httpjson;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes: the default client, Apache HttpClient 5, against the JDK's HTTP server. */
class HttpJsonMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "http-json";
    }
}
