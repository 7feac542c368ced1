package org.mwbench.plugins.httpjson.jdk;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against the JDK's HTTP server on loopback. */
class HttpJsonMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "http-json-jdk";
    }

    @Override
    protected String serverProtocol() {
        return "http-json";
    }
}
