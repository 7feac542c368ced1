package org.mwbench.plugins.corba.glassfish;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The middleware kit against GlassFish CORBA's server and client on loopback. */
class CorbaGlassfishMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "corba-glassfish";
    }
}
