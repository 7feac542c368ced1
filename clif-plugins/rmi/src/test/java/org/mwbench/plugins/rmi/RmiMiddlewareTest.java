package org.mwbench.plugins.rmi;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real RMI server on loopback. */
class RmiMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "rmi";
    }
}
