package org.mwbench.plugins.httpjson.okhttp;

import org.mwbench.contract.middleware.TricklingReplyTestKit;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.contract.middleware.ServerSettings;

/** The call timeout bounds the body: a reply trickling in byte by byte fails the call in time. */
class OkHttpJsonTricklingReplyTest extends TricklingReplyTestKit {
    @Override
    protected String protocol() {
        return "http-json-okhttp";
    }

    @Override
    protected String endpoint(int port) {
        return new HttpJsonEndpoint(ServerSettings.LOOPBACK, port).toString();
    }
}
