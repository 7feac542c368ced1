package org.mwbench.plugins.tcp;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real raw-TCP server on loopback. */
class TcpMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "tcp";
    }
}
