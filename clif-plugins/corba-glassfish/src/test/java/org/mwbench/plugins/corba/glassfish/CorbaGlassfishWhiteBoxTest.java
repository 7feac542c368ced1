package org.mwbench.plugins.corba.glassfish;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of GlassFish's ORB: portable interceptors, the server's part in a reply service context. */
class CorbaGlassfishWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "corba-glassfish";
    }
}
