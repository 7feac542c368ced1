package org.mwbench.servers.dubbo;

/** Protocol {@code dubbo-tri}: Dubbo's triple protocol (HTTP/2, gRPC-compatible) with a Java interface. */
public final class DubboTriServer extends AbstractDubboServer {
    public static final String PROTOCOL = "dubbo-tri";

    public DubboTriServer() {
        super(DubboWire.TRIPLE);
    }
}
