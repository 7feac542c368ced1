package org.mwbench.servers.dubbo;

import org.mwbench.plugins.dubbo.common.AbstractDubboClient;

/** The client of either protocol, as a plugin module makes it. */
final class TestClient extends AbstractDubboClient {
    TestClient(DubboWire wire) {
        super(wire);
    }

    static AbstractDubboServer server(DubboWire wire) {
        return wire == DubboWire.DUBBO ? new DubboServer() : new DubboTriServer();
    }
}
