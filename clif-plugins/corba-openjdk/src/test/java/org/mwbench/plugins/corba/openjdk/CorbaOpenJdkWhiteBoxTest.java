package org.mwbench.plugins.corba.openjdk;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of the OpenJDK ORB: portable interceptors, the server's part in a reply service context. */
class CorbaOpenJdkWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "corba-openjdk";
    }
}
