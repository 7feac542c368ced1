package org.mwbench.plugins.soap.axis;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The shared middleware test kit, against a real Axis server on loopback. */
class AxisSoapMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "soap-axis";
    }
}
