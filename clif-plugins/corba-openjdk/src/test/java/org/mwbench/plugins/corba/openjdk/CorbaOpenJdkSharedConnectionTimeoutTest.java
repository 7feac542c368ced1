package org.mwbench.plugins.corba.openjdk;

import org.mwbench.servers.corba.SharedConnectionTimeoutKit;

/** A frozen call on a shared connection is bounded while its other calls flow. */
class CorbaOpenJdkSharedConnectionTimeoutTest extends SharedConnectionTimeoutKit {
    @Override
    protected String protocol() {
        return "corba-openjdk";
    }
}
