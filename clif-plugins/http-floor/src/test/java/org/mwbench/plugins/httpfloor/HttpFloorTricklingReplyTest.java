package org.mwbench.plugins.httpfloor;

import org.mwbench.contract.middleware.TricklingReplyTestKit;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.contract.middleware.ServerSettings;

/** The call timeout bounds the body: a reply trickling in byte by byte fails the call in time. */
class HttpFloorTricklingReplyTest extends TricklingReplyTestKit {
    @Override
    protected String protocol() {
        return "http-floor";
    }

    @Override
    protected String endpoint(int port) {
        return new HttpJsonEndpoint(ServerSettings.LOOPBACK, port).toString();
    }
}
