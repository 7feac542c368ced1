package org.mwbench.plugins.rmiiiop;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The kit every middleware passes, against a real GlassFish RMI-IIOP server on loopback. */
class RmiIiopMiddlewareTest extends MiddlewareTestKit {

    @Override
    protected String protocol() {
        return "rmi-iiop";
    }
}
