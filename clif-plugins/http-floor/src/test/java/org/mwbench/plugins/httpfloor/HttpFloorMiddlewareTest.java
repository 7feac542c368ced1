package org.mwbench.plugins.httpfloor;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit: the bare floor against the http-json server it shares with every HTTP/JSON variant. */
class HttpFloorMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "http-floor";
    }

    @Override
    protected String serverProtocol() {
        return "http-json";
    }
}
