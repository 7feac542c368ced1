package org.mwbench.plugins.ejb.openejb;

import org.mwbench.contract.middleware.WireBytesTestKit;

/** The bytes a connection's sockets carry: the JNDI look-up at connect, then each call's ejbd exchange. */
class OpenEjbWireBytesTest extends WireBytesTestKit {
    @Override
    protected String protocol() {
        return "ejb-openejb";
    }
}
