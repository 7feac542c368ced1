package org.mwbench.contract.middleware;

/**
 * What one call added to a connection's wire counts. Counts are cumulative (see
 * {@link WireBytes}), so a call's bytes are the difference of two readings around it, on a
 * connection no other thread uses meanwhile.
 *
 * @param sent bytes the call wrote to the connection's sockets
 * @param received bytes the call read from them
 */
public record WireDelta(long sent, long received) {

    /** A call whose bytes are measured; it may throw whatever the middleware throws. */
    @FunctionalInterface
    public interface Call {
        void run() throws Exception;
    }

    /** Reads the counts, makes the call, and reads them again. */
    public static WireDelta of(WireBytes wire, Call call) throws Exception {
        long sent = wire.bytesSent();
        long received = wire.bytesReceived();
        call.run();
        return new WireDelta(wire.bytesSent() - sent, wire.bytesReceived() - received);
    }

    @Override
    public String toString() {
        return sent + " bytes sent, " + received + " received";
    }
}
