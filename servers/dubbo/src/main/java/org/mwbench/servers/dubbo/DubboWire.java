package org.mwbench.servers.dubbo;

/**
 * The two Dubbo protocols measured: each is one mwbench protocol (a row) and one of Dubbo's
 * protocol names, which is also its endpoint's scheme ({@code dubbo://}, {@code tri://}).
 */
public enum DubboWire {
    /** Dubbo's own binary protocol: a 16-byte header, Hessian2 bodies, one multiplexed TCP connection. */
    DUBBO("dubbo", "dubbo"),
    /** Triple: gRPC-compatible HTTP/2; with a Java interface, each call's arguments are Hessian2 in a protobuf wrapper. */
    TRIPLE("dubbo-tri", "tri");

    private final String protocol;
    private final String dubboName;

    DubboWire(String protocol, String dubboName) {
        this.protocol = protocol;
        this.dubboName = dubboName;
    }

    /** The mwbench protocol: the row's and the plugin's name. */
    public String protocol() {
        return protocol;
    }

    /** Dubbo's name of the protocol ({@code ProtocolConfig}'s name) and its URL scheme. */
    public String dubboName() {
        return dubboName;
    }
}
