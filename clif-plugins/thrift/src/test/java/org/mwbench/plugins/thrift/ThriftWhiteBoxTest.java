package org.mwbench.plugins.thrift;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of Thrift, binary protocol: the server's timed protocols and reply field, the client's timed protocol. */
class ThriftWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "thrift";
    }
}
