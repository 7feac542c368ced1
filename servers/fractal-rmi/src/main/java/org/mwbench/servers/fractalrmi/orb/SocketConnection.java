package org.mwbench.servers.fractalrmi.orb;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import org.mwbench.contract.middleware.WireCounter;
import org.objectweb.jonathan.apis.kernel.JonathanException;
import org.objectweb.jonathan.apis.protocols.ip.IpConnection;
import org.objectweb.jonathan.apis.protocols.ip.IpSession;
import org.objectweb.jonathan.apis.resources.Chunk;

/**
 * One TCP connection, as Jonathan's TCP protocol uses it: it emits each message in one write
 * (the protocol hands it a single chunk), and receives into the protocol's chunks.
 *
 * <p>Who reads matters for the read timeout. Between two messages, one of the scheduler's
 * {@link OrbThread}s waits for the next message header: that wait may last as long as the
 * connection is idle, so a read timeout there is only a pause and the read goes on. A reply's
 * body is read by the caller's own thread, after the reader hands the reply over: there the
 * client socket's {@code SO_TIMEOUT} bounds each read, the timeout fails the call, and the
 * connection, now in the middle of a message, is closed (the next call opens a new one).
 *
 * <p>Given a {@link WireCounter}, its streams count what crosses them: one add per write of a
 * message and per read into a chunk.
 */
final class SocketConnection implements IpConnection, AutoCloseable {
    private final SocketConnectionFactory factory;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final String host;
    private final int port;
    private volatile IpSession session;

    /** @param wire where the socket's bytes count, or null for a socket that counts nothing */
    SocketConnection(SocketConnectionFactory factory, Socket socket, WireCounter wire, IpSession session,
                     String host, int port) throws JonathanException {
        this.factory = factory;
        this.socket = socket;
        this.session = session;
        this.host = host;
        this.port = port;
        try {
            this.in = wire == null ? socket.getInputStream() : wire.counting(socket.getInputStream());
            this.out = wire == null ? socket.getOutputStream() : wire.counting(socket.getOutputStream());
        } catch (IOException e) {
            SocketConnectionFactory.closeQuietly(socket);
            throw new JonathanException(e);
        }
    }

    @Override
    public void emit(Chunk chunk) throws IOException {
        synchronized (out) {
            out.write(chunk.data, chunk.offset, chunk.top - chunk.offset);
        }
    }

    @Override
    public void receive(Chunk chunk, int size) throws IOException {
        while (size > 0) {
            int read;
            try {
                read = in.read(chunk.data, chunk.top, size);
            } catch (SocketTimeoutException e) {
                if (Thread.currentThread() instanceof OrbThread) {
                    continue; // an idle connection, or a reply the caller's own wait bounds
                }
                close();
                throw e;
            }
            if (read < 0) {
                throw new EOFException("Fractal RMI connection to " + host + ":" + port + " closed by the peer");
            }
            chunk.top += read;
            size -= read;
        }
    }

    @Override
    public int available() throws IOException {
        return in.available();
    }

    @Override
    public int getPort() {
        return port;
    }

    @Override
    public String getHostName() {
        return host;
    }

    @Override
    public IpSession getSession() {
        return session;
    }

    @Override
    public void setSession(IpSession session) {
        this.session = session;
    }

    /** Jonathan releases a connection it no longer uses: as its own factory does, close it. */
    @Override
    public void release() {
        delete();
    }

    @Override
    public void delete() {
        close();
    }

    @Override
    public void close() {
        factory.forget(this);
        SocketConnectionFactory.closeQuietly(socket);
    }

    @Override
    public String toString() {
        return "SocketConnection[" + socket + "]";
    }
}
