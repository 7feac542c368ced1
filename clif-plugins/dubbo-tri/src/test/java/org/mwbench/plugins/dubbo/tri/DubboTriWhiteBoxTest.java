package org.mwbench.plugins.dubbo.tri;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of dubbo-tri: a consumer and a provider filter, the server's part in a reply attachment. */
class DubboTriWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "dubbo-tri";
    }
}
