package org.mwbench.plugins.dubbo;

import org.mwbench.contract.middleware.WireBytesTestKit;

/**
 * The dubbo protocol's counts (its codec's, {@code CountingCodec}): connecting sends nothing (no
 * handshake; the TCP connection opens at {@code connect}), and every frame has a 16-byte header.
 */
class DubboWireBytesTest extends WireBytesTestKit {
    @Override
    protected String protocol() {
        return "dubbo";
    }

    @Override
    protected boolean connectingCallsTheServer() {
        return false;
    }

    @Override
    protected int messageHeaderBytes() {
        return 16;
    }
}
