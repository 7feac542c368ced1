package org.mwbench.plugins.corba.glassfish;

import org.mwbench.servers.corba.SharedConnectionTimeoutKit;

/** A frozen call on a shared connection is bounded while its other calls flow. */
class CorbaGlassfishSharedConnectionTimeoutTest extends SharedConnectionTimeoutKit {
    @Override
    protected String protocol() {
        return "corba-glassfish";
    }
}
