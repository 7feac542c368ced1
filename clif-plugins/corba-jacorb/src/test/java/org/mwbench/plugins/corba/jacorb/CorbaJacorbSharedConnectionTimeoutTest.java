package org.mwbench.plugins.corba.jacorb;

import org.mwbench.servers.corba.SharedConnectionTimeoutKit;

/** A frozen call on a shared connection is bounded while its other calls flow. */
class CorbaJacorbSharedConnectionTimeoutTest extends SharedConnectionTimeoutKit {
    @Override
    protected String protocol() {
        return "corba-jacorb";
    }
}
