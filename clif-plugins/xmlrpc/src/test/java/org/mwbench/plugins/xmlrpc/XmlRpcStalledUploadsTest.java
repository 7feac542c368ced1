package org.mwbench.plugins.xmlrpc;

import org.mwbench.contract.middleware.StalledUploadsTestKit;

class XmlRpcStalledUploadsTest extends StalledUploadsTestKit {
    @Override
    protected String protocol() {
        return "xmlrpc";
    }
}
