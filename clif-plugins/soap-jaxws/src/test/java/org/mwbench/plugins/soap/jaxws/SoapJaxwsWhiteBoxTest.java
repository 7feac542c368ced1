package org.mwbench.plugins.soap.jaxws;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of JAX-WS: the server's HTTP filter, the client's SOAP handler. */
class SoapJaxwsWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "soap-jaxws";
    }
}
