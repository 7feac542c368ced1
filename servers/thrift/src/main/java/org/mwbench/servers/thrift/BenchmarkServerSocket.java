package org.mwbench.servers.thrift;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.thrift.transport.TServerSocket;
import org.apache.thrift.transport.TSocket;
import org.apache.thrift.transport.TTransportException;

/**
 * Thrift's {@link TServerSocket} on a socket bound by the server (its address and backlog), whose
 * connections ({@link AcceptedSocket}) carry the server's largest message and are closed with
 * it: {@code TThreadPoolServer} stops accepting, but its workers stay blocked in their reads
 * until the client goes, and a stopped server must not answer.
 */
final class BenchmarkServerSocket extends TServerSocket {
    private final long maxMessageSize;
    private final Set<AcceptedSocket> open = ConcurrentHashMap.newKeySet();
    private boolean closed;

    BenchmarkServerSocket(ServerSocket bound, long maxMessageSize) throws TTransportException {
        super(bound);
        this.maxMessageSize = maxMessageSize;
    }

    @Override
    public TSocket accept() throws TTransportException {
        ServerSocket listening = getServerSocket();
        if (listening == null) {
            throw new TTransportException(TTransportException.NOT_OPEN, "the server socket is closed");
        }
        Socket socket;
        try {
            socket = listening.accept();
        } catch (IOException e) {
            throw new TTransportException(e);
        }
        AcceptedSocket accepted = new AcceptedSocket(socket, maxMessageSize, open);
        synchronized (this) {
            if (closed) {
                accepted.close(); // accepted as the server closed: it must not be served
            }
        }
        return accepted;
    }

    /** Closes the listening socket, then ends every connection still open ({@link AcceptedSocket#shutdown}). */
    @Override
    public void close() {
        List<AcceptedSocket> connections;
        synchronized (this) {
            if (closed) {
                return; // TThreadPoolServer.stop closes it, and so does the handle's stop
            }
            closed = true;
            connections = new ArrayList<>(open);
        }
        super.close();
        connections.forEach(AcceptedSocket::shutdown);
    }
}
