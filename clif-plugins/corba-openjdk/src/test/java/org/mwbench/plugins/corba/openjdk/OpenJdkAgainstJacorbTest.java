package org.mwbench.plugins.corba.openjdk;

import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.servers.corba.CorbaInteropKit;

/** An OpenJDK ORB client against a JacORB server. */
class OpenJdkAgainstJacorbTest extends CorbaInteropKit {
    @Override
    protected MiddlewareClient client() {
        return new OpenJdkClient();
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
