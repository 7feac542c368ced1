package org.mwbench.plugins.dubbo;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of dubbo: a consumer and a provider filter, the server's part in a reply attachment. */
class DubboWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "dubbo";
    }
}
