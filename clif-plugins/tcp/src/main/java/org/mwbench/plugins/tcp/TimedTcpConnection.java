package org.mwbench.plugins.tcp;

import java.io.IOException;
import java.net.InetSocketAddress;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.mwbench.servers.tcp.Opcode;
import org.mwbench.servers.tcp.Status;
import org.mwbench.servers.tcp.WireBuffer;

/**
 * A raw-TCP connection with white-box timing ({@code whitebox=true}), made instead of a plain
 * {@link TcpConnection}, so that a plain one has no timing code on its path. Per call: the request
 * encoded in the buffer (the client's marshalling) ends when it is handed to the socket; the reply
 * frame read whole ends transport plus server; the server's part comes back at the end of an
 * {@link Status#OK_TIMED} reply. What the reply's decoding costs is the client's time after that.
 *
 * <p>Unlike the other middleware's connections, which say {@link #whiteBoxTimed} from a field,
 * this one is a subclass because its calls differ: the timing code is its own {@link #call}.
 */
final class TimedTcpConnection extends TcpConnection {

    TimedTcpConnection(InetSocketAddress address, int timeoutMillis) {
        super(address, timeoutMillis);
    }

    @Override
    public boolean whiteBoxTimed() {
        return true;
    }

    @Override
    void call() throws IOException {
        WireBuffer buffer = buffer();
        buffer.setHeadFlag(Opcode.TIMED);
        finishRequest();
        WhiteBoxCall record = WhiteBoxCall.current();
        record.requestSent(System.nanoTime());
        exchange();
        record.replyReceived(System.nanoTime());
        byte status = buffer.readByte();
        if (status == Status.OK_TIMED) {
            record.serverNanos(buffer.takeTrailingLong());
        } else if (status != Status.OK) {
            throw failure();
        }
    }
}
