package org.mwbench.plugins.avro;

import org.mwbench.contract.middleware.WireBytesTestKit;

/**
 * A connection counts the bytes of its transceiver's channel, and only its own: the contract's
 * kit. Connecting counts Avro's handshake (the client's protocol the first time a server sees
 * its hash, the server's reply) and, where Avro had the server's protocol cached already, the
 * {@code stamp(0)} that carries this connection's handshake.
 */
class AvroWireBytesTest extends WireBytesTestKit {
    @Override
    protected String protocol() {
        return "avro";
    }

    /** Avro's Netty frame: a serial and a buffer count, then a 4-byte length per buffer. */
    @Override
    protected int messageHeaderBytes() {
        return 12;
    }
}
