package org.mwbench.plugins.httpjson;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of HTTP/JSON: the server's filter and its response header, Apache HttpClient's interceptors. */
class HttpJsonWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "http-json";
    }
}
