package org.mwbench.plugins.thrift.compact;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of Thrift, compact protocol, against the same server as thrift. */
class ThriftCompactWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "thrift-compact";
    }

    @Override
    protected String serverProtocol() {
        return "thrift";
    }
}
