package org.mwbench.plugins.soap.jaxws;

import org.mwbench.contract.middleware.StalledUploadsTestKit;

class SoapJaxwsStalledUploadsTest extends StalledUploadsTestKit {
    @Override
    protected String protocol() {
        return "soap-jaxws";
    }
}
