package org.mwbench.plugins.httpjson;

import org.mwbench.contract.middleware.StalledUploadsTestKit;

class HttpJsonStalledUploadsTest extends StalledUploadsTestKit {
    @Override
    protected String protocol() {
        return "http-json";
    }
}
