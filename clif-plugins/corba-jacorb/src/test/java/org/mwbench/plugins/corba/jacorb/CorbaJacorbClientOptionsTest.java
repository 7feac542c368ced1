package org.mwbench.plugins.corba.jacorb;

import org.mwbench.plugins.corba.common.ClientOptionsKit;

/** The client options, and what this ORB makes of the Messaging roundtrip policy. */
class CorbaJacorbClientOptionsTest extends ClientOptionsKit {
    @Override
    protected String protocol() {
        return "corba-jacorb";
    }

    @Override
    protected boolean honoursRoundtripPolicy() {
        return true;
    }
}
