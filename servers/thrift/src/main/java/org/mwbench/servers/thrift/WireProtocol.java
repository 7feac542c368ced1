package org.mwbench.servers.thrift;

import org.apache.thrift.protocol.TBinaryProtocol;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocolFactory;

/**
 * The two Thrift protocols the server speaks and the two plugins use, each with the first byte
 * of every message it writes: strict binary starts with its version word ({@code 0x80010000}),
 * compact with its protocol id ({@code 0x82}). That byte is how one port serves both
 * ({@link ProtocolDetector}).
 */
public enum WireProtocol {
    /** {@code TBinaryProtocol}, strict: Thrift's default, fixed-width integers. */
    BINARY("TBinaryProtocol", (byte) 0x80, new TBinaryProtocol.Factory()),
    /** {@code TCompactProtocol}: variable-length integers, field ids as deltas. */
    COMPACT("TCompactProtocol", (byte) 0x82, new TCompactProtocol.Factory());

    private final String className;
    private final byte firstByte;
    private final TProtocolFactory factory;

    WireProtocol(String className, byte firstByte, TProtocolFactory factory) {
        this.className = className;
        this.firstByte = firstByte;
        this.factory = factory;
    }

    /** Thrift's class name of the protocol, as reports and configurations name it. */
    public String className() {
        return className;
    }

    public TProtocolFactory factory() {
        return factory;
    }

    /** The protocol whose messages start with {@code first}, or null for neither. */
    static WireProtocol startingWith(int first) {
        for (WireProtocol protocol : values()) {
            if ((byte) first == protocol.firstByte) {
                return protocol;
            }
        }
        return null;
    }
}
