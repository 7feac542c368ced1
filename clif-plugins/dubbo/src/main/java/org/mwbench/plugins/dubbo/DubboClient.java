package org.mwbench.plugins.dubbo;

import org.mwbench.plugins.dubbo.common.AbstractDubboClient;
import org.mwbench.servers.dubbo.DubboWire;

/** Protocol {@code dubbo}: the Dubbo client over the dubbo protocol (Hessian2); the client code is dubbo-common's. */
public final class DubboClient extends AbstractDubboClient {
    public DubboClient() {
        super(DubboWire.DUBBO);
    }
}
