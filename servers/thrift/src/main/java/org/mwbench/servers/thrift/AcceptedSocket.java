package org.mwbench.servers.thrift;

import java.io.IOException;
import java.net.Socket;
import java.util.Set;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.transport.TSocket;
import org.apache.thrift.transport.TTransportException;

/**
 * A connection the server accepted: Thrift's {@link TSocket} that can look at the first byte
 * a client sends without taking it ({@link #firstByte}), and that leaves the server's set of open
 * connections when closed, so that closing the server closes every connection still open.
 */
final class AcceptedSocket extends TSocket {
    private final Set<AcceptedSocket> open;
    /** White-box timing only: the protocol that reads this connection's calls, once made. */
    private TProtocol input;
    /** White-box timing only: when the call being served had its header read. */
    private long callStartedNanos;

    AcceptedSocket(Socket socket, long maxMessageSize, Set<AcceptedSocket> open) throws TTransportException {
        super(socket);
        // TSocket(Socket) takes Thrift's default configuration (100 MB); the server's limit
        // replaces it, and the reset makes the transport's size check use it.
        getConfiguration().setMaxMessageSize((int) Math.min(maxMessageSize, Integer.MAX_VALUE));
        updateKnownMessageSize(0);
        this.open = open;
        open.add(this);
    }

    /**
     * The next byte the client sends, left in the buffer for the protocol to read; blocks until
     * it comes (within the socket's timeout).
     *
     * @throws TTransportException END_OF_FILE when the client closed without a byte
     */
    int firstByte() throws TTransportException {
        try {
            inputStream_.mark(1);
            int first = inputStream_.read();
            inputStream_.reset();
            if (first < 0) {
                throw new TTransportException(TTransportException.END_OF_FILE, "the client closed before a message");
            }
            return first;
        } catch (IOException e) {
            throw new TTransportException(TTransportException.UNKNOWN, e);
        }
    }

    boolean hasInput() {
        return input != null;
    }

    TProtocol markInput(TProtocol protocol) {
        input = protocol;
        return protocol;
    }

    void callStarted(long nanos) {
        callStartedNanos = nanos;
    }

    long callStarted() {
        return callStartedNanos;
    }

    /**
     * Ends the connection under its worker: the worker's next read sees the end of the stream
     * (Thrift's END_OF_FILE, which it does not log as a failure) and closes the socket itself,
     * and the client reads the end of the stream too.
     */
    void shutdown() {
        try {
            getSocket().shutdownInput();
            getSocket().shutdownOutput();
        } catch (IOException e) {
            close(); // already half gone: close it outright
        }
    }

    @Override
    public void close() {
        open.remove(this);
        super.close();
    }
}
