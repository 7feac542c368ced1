package org.mwbench.plugins.corba.jacorb;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The middleware kit against JacORB's server and client on loopback. */
class CorbaJacorbMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "corba-jacorb";
    }
}
