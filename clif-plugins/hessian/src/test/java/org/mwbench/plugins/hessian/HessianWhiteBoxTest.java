package org.mwbench.plugins.hessian;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of Hessian: the JDK server's filter and its response header, the client's socket connection. */
class HessianWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "hessian";
    }
}
