package org.mwbench.plugins.soapaxis;

import org.mwbench.contract.middleware.StalledUploadsTestKit;

class AxisSoapStalledUploadsTest extends StalledUploadsTestKit {
    @Override
    protected String protocol() {
        return "soap-axis";
    }
}
