package org.mwbench.plugins.hessian;

import org.mwbench.contract.middleware.WireBytesTestKit;

/** The bytes a connection's sockets carry: each call's HTTP head and Hessian body, both ways. */
class HessianWireBytesTest extends WireBytesTestKit {
    @Override
    protected String protocol() {
        return "hessian";
    }

    /** Connecting builds the proxy only; the first call opens the first socket. */
    @Override
    protected boolean connectingCallsTheServer() {
        return false;
    }
}
