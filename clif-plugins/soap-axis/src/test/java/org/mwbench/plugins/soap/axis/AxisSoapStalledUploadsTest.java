package org.mwbench.plugins.soap.axis;

import org.mwbench.contract.middleware.StalledUploadsTestKit;

class AxisSoapStalledUploadsTest extends StalledUploadsTestKit {
    @Override
    protected String protocol() {
        return "soap-axis";
    }
}
