package org.mwbench.plugins.ice;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The shared middleware test kit, against a real Ice server on loopback. */
class IceMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "ice";
    }
}
