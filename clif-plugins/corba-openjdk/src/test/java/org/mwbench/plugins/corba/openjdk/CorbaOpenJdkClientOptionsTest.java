package org.mwbench.plugins.corba.openjdk;

import org.mwbench.plugins.corba.common.ClientOptionsKit;

/** The client options, and what this ORB makes of the Messaging roundtrip policy. */
class CorbaOpenJdkClientOptionsTest extends ClientOptionsKit {
    @Override
    protected String protocol() {
        return "corba-openjdk";
    }

    @Override
    protected boolean honoursRoundtripPolicy() {
        return false;
    }
}
