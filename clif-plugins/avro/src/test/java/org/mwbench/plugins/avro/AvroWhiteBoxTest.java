package org.mwbench.plugins.avro;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of Avro IPC: an RPCPlugin on each side, the server's part in the reply's call metadata. */
class AvroWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "avro";
    }
}
