package org.mwbench.plugins.dubbo.tri;

import org.mwbench.plugins.dubbo.common.AbstractDubboClient;
import org.mwbench.servers.dubbo.DubboWire;

/** Protocol {@code dubbo-tri}: the Dubbo client over triple (HTTP/2); the client code is dubbo-common's. */
public final class DubboTriClient extends AbstractDubboClient {
    public DubboTriClient() {
        super(DubboWire.TRIPLE);
    }
}
