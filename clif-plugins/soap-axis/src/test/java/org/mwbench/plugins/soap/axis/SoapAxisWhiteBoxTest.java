package org.mwbench.plugins.soap.axis;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of Axis 1.4: the server's HTTP filter, the client's timed transport pivot. */
class SoapAxisWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "soap-axis";
    }
}
