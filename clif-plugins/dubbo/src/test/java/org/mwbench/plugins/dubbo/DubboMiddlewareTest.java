package org.mwbench.plugins.dubbo;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real Dubbo server on loopback (dubbo protocol). */
class DubboMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "dubbo";
    }
}
