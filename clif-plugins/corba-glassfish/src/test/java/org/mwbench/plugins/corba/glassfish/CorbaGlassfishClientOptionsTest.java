package org.mwbench.plugins.corba.glassfish;

import org.mwbench.plugins.corba.common.ClientOptionsKit;

/** The client options, and what this ORB makes of the Messaging roundtrip policy. */
class CorbaGlassfishClientOptionsTest extends ClientOptionsKit {
    @Override
    protected String protocol() {
        return "corba-glassfish";
    }

    @Override
    protected boolean honoursRoundtripPolicy() {
        return false;
    }
}
