package org.mwbench.contract.middleware;

/**
 * What a connection's calls put on the wire, for Gray 2005's question: how many bytes does
 * each encoding need for the same answer? A {@link BenchmarkConnection} implements it when
 * it can count, with a socket wrapper or the stack's own hooks, at the cost of a counter
 * increment per read or write. The counts include everything the stack sends and
 * receives on the connection's sockets: headers, framing, handshakes.
 *
 * <p>Counts are cumulative and may be read from any thread; a per-call figure is the
 * difference of two readings around a call on a connection no other thread uses.
 */
public interface WireBytes {

    /** Bytes written to the connection's sockets so far. */
    long bytesSent();

    /** Bytes read from the connection's sockets so far. */
    long bytesReceived();
}
