package org.mwbench.servers.thrift;

import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TProtocolFactory;
import org.apache.thrift.transport.TTransport;
import org.apache.thrift.transport.TTransportException;

/**
 * Gives each connection the protocol its client speaks, binary or compact, from the first
 * byte it sends ({@link WireProtocol}). {@code TThreadPoolServer} asks for a connection's input
 * and output protocols on the connection's worker thread before its first call, so the wait
 * for that byte is the worker's, as its first read would be, and the calls themselves go
 * through Thrift's own protocol classes with nothing in between, unless white-box timing was
 * asked for ({@link ServerTiming}).
 */
final class ProtocolDetector implements TProtocolFactory {
    private static final long serialVersionUID = 1L;

    private final boolean whiteBox;

    ProtocolDetector(boolean whiteBox) {
        this.whiteBox = whiteBox;
    }

    /**
     * @throws IllegalStateException (the worker ends and closes the connection) when the client
     *         closed before a byte, or its first byte starts neither protocol
     */
    @Override
    public TProtocol getProtocol(TTransport transport) {
        AcceptedSocket socket = (AcceptedSocket) transport;
        try {
            int first = socket.firstByte();
            WireProtocol protocol = WireProtocol.startingWith(first);
            if (protocol == null) {
                throw new TProtocolException(TProtocolException.BAD_VERSION, String.format(
                        "a message starting with 0x%02x is neither strict binary (0x80) nor compact (0x82)", first));
            }
            TProtocol plain = protocol.factory().getProtocol(transport);
            if (!whiteBox) {
                return plain;
            }
            // TThreadPoolServer asks for the input protocol first, then the output one.
            return socket.hasInput() ? ServerTiming.output(plain) : socket.markInput(ServerTiming.input(plain));
        } catch (TTransportException | TProtocolException e) {
            // TThreadPoolServer's worker logs a cause of TTransportException quietly, as its own.
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
