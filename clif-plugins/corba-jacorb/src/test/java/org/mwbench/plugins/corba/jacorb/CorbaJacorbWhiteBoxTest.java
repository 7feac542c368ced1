package org.mwbench.plugins.corba.jacorb;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of JacORB: portable interceptors, the server's part in a reply service context. */
class CorbaJacorbWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "corba-jacorb";
    }
}
