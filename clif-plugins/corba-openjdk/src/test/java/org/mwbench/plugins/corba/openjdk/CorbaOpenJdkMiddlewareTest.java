package org.mwbench.plugins.corba.openjdk;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The middleware kit against the OpenJDK ORB's server and client on loopback. */
class CorbaOpenJdkMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "corba-openjdk";
    }
}
