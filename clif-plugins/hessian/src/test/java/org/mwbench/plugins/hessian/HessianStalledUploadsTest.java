package org.mwbench.plugins.hessian;

import org.mwbench.contract.middleware.StalledUploadsTestKit;

/** Stalled uploads do not hold the server's handler threads: the JDK server's maxReqTime closes them. */
class HessianStalledUploadsTest extends StalledUploadsTestKit {
    @Override
    protected String protocol() {
        return "hessian";
    }
}
