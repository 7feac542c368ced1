package org.mwbench.plugins.hessian;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against the real Hessian server on loopback. */
class HessianMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "hessian";
    }
}
