package org.mwbench.plugins.ice;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/**
 * White-box timing of Ice: the client's instrumentation observers give client marshalling and
 * transport plus server; an Ice 3.7 reply has no context, so no server part comes back.
 */
class IceWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "ice";
    }

    @Override
    protected boolean carriesServerPart() {
        return false;
    }
}
