package org.mwbench.plugins.corba.glassfish;

import org.mwbench.servers.corba.CorbaInteropKit;

/** A GlassFish client against a JacORB server: the interoperability check of two ORBs. */
class GlassfishAgainstJacorbTest extends CorbaInteropKit {
    GlassfishAgainstJacorbTest() {
        super(new GlassfishClient(), ServerOrb.JACORB);
    }
}
