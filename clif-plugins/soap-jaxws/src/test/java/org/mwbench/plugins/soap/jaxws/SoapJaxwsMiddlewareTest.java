package org.mwbench.plugins.soap.jaxws;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The shared middleware test kit, against the JAX-WS RI server and client on loopback. */
class SoapJaxwsMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "soap-jaxws";
    }
}
