package org.mwbench.plugins.corba.glassfish;

import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.servers.corba.CorbaInteropKit;

/** A GlassFish client against a JacORB server: the interoperability check of two ORBs. */
class GlassfishAgainstJacorbTest extends CorbaInteropKit {
    @Override
    protected MiddlewareClient client() {
        return new GlassfishClient();
    }

    @Override
    protected String serverProtocol() {
        return "corba-jacorb";
    }

    @Override
    protected String serverClasspathProperty() {
        return "mwbench.corba.jacorb.server";
    }

    @Override
    protected String serverOrbClass() {
        return "org.jacorb.orb.ORB";
    }
}
