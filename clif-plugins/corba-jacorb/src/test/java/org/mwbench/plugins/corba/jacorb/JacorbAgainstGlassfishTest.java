package org.mwbench.plugins.corba.jacorb;

import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.servers.corba.CorbaInteropKit;

/** A JacORB client against a GlassFish server: the interoperability check of two ORBs. */
class JacorbAgainstGlassfishTest extends CorbaInteropKit {
    @Override
    protected MiddlewareClient client() {
        return new JacorbClient();
    }

    @Override
    protected String serverProtocol() {
        return "corba-glassfish";
    }

    @Override
    protected String serverClasspathProperty() {
        return "mwbench.corba.glassfish.server";
    }

    @Override
    protected String serverOrbClass() {
        return "com.sun.corba.ee.impl.orb.ORBImpl";
    }
}
