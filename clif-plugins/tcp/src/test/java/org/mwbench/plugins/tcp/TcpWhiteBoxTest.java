package org.mwbench.plugins.tcp;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of raw TCP: the opcode's TIMED flag and the OK_TIMED reply. */
class TcpWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "tcp";
    }
}
