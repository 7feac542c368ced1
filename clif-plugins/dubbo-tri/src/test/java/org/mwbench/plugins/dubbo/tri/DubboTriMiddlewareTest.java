package org.mwbench.plugins.dubbo.tri;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real Dubbo server on loopback (triple). */
class DubboTriMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "dubbo-tri";
    }
}
