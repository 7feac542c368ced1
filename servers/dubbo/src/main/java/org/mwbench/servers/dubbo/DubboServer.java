package org.mwbench.servers.dubbo;

/** Protocol {@code dubbo}: Dubbo's own binary protocol, Hessian2 serialization. */
public final class DubboServer extends AbstractDubboServer {
    public static final String PROTOCOL = "dubbo";

    public DubboServer() {
        super(DubboWire.DUBBO);
    }
}
