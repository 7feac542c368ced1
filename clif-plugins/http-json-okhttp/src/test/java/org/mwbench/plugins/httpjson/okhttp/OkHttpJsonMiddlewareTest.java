package org.mwbench.plugins.httpjson.okhttp;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit: OkHttp against the http-json server it shares with every HTTP/JSON variant. */
class OkHttpJsonMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "http-json-okhttp";
    }

    @Override
    protected String serverProtocol() {
        return "http-json";
    }
}
