package org.mwbench.plugins.rmiiiop;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of RMI-IIOP: the CORBA servers' portable interceptors in GlassFish's ORB, at both ends. */
class RmiIiopWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "rmi-iiop";
    }
}
