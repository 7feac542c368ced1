package org.mwbench.plugins.ejb.openejb;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real OpenEJB container on loopback. */
class OpenEjbMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "ejb-openejb";
    }
}
