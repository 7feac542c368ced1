package org.mwbench.plugins.tcp;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.tcp.Opcode;
import org.mwbench.servers.tcp.Status;
import org.mwbench.servers.tcp.TcpCallException;
import org.mwbench.servers.tcp.WireBuffer;
import org.mwbench.servers.tcp.WireCodec;

/**
 * One raw-TCP connection: one blocking socket and one buffer, reused by every call.
 *
 * <p>Calls are serialized: every method is {@code synchronized}, because one socket carries
 * one request and its reply at a time. A connection shared by several virtual users therefore
 * measures their queue for it too; give each virtual user its own to measure the wire alone.
 *
 * <p>Timeouts are the socket's own: the connect waits at most the call timeout, and every read
 * of a reply waits at most the call timeout ({@code SO_TIMEOUT}). A write is not bounded by
 * Java sockets, but a request (64 KB at most in the benchmark) fits in the kernel's buffers.
 * After any I/O failure, a timeout included, the socket is closed, since a late reply would
 * be read as the next call's; the next call opens a new socket, so it includes a connect.
 */
class TcpConnection implements CountedConnection {
    private final InetSocketAddress address;
    private final int timeoutMillis;
    private final WireBuffer buffer = new WireBuffer();

    // Guarded by this.
    /** Counts every socket's bytes, reconnections included. */
    private final WireCounter wire = new WireCounter();
    private Socket socket;
    private InputStream in;
    private OutputStream out;
    private boolean closed;

    TcpConnection(InetSocketAddress address, int timeoutMillis) {
        this.address = address;
        this.timeoutMillis = timeoutMillis;
    }

    @Override
    public synchronized void ping() throws IOException {
        buffer.startFrame(Opcode.PING);
        call();
    }

    @Override
    public synchronized long stamp(long t) throws IOException {
        buffer.startFrame(Opcode.STAMP);
        buffer.writeLong(t);
        call();
        return buffer.readLong();
    }

    @Override
    public synchronized String getString(int n) throws IOException {
        buffer.startFrame(Opcode.GET_STRING);
        buffer.writeInt(n);
        call();
        return buffer.readLatin1();
    }

    @Override
    public synchronized Data2[] getItems(int n) throws IOException {
        buffer.startFrame(Opcode.GET_ITEMS);
        buffer.writeInt(n);
        call();
        return WireCodec.readData2Array(buffer);
    }

    @Override
    public synchronized Data3 getCustomer(String id) throws IOException {
        buffer.startFrame(Opcode.GET_CUSTOMER);
        buffer.writeLatin1(id);
        call();
        return WireCodec.readData3(buffer);
    }

    @Override
    public synchronized Data3[] getCustomers(String salesRep, int n) throws IOException {
        buffer.startFrame(Opcode.GET_CUSTOMERS);
        buffer.writeLatin1(salesRep);
        buffer.writeInt(n);
        call();
        return WireCodec.readData3Array(buffer);
    }

    @Override
    public synchronized byte[] echoBytes(byte[] data) throws IOException {
        buffer.startFrame(Opcode.ECHO_BYTES);
        buffer.writeBytes(data);
        call();
        return buffer.readBytes();
    }

    @Override
    public synchronized short[] echoShorts(short[] data) throws IOException {
        buffer.startFrame(Opcode.ECHO_SHORTS);
        buffer.writeShorts(data);
        call();
        return buffer.readShorts();
    }

    @Override
    public synchronized long cube(long x) throws IOException {
        buffer.startFrame(Opcode.CUBE);
        buffer.writeLong(x);
        call();
        return buffer.readLong();
    }

    /**
     * Sends the request in the buffer and leaves the reply's payload there, or throws: the
     * socket's exception, or {@link TcpCallException} with the server's message.
     */
    void call() throws IOException {
        finishRequest();
        exchange();
        if (buffer.readByte() != Status.OK) {
            throw failure();
        }
    }

    /** The request in the buffer is complete, and a socket is open to send it. */
    final void finishRequest() throws IOException {
        buffer.finishFrame();
        if (socket == null) {
            open();
        }
    }

    /** Sends the request and reads the whole reply; after a failure the socket is dropped. */
    final void exchange() throws IOException {
        try {
            buffer.send(out);
            if (!buffer.receiveFrame(in)) {
                throw new EOFException("the server closed the connection");
            }
        } catch (IOException e) {
            discardSocket();
            throw e;
        }
    }

    /** The server's error reply, read from the buffer. */
    final TcpCallException failure() throws IOException {
        return new TcpCallException(buffer.readUtf8());
    }

    /** The buffer every call of this connection writes and reads. */
    final WireBuffer buffer() {
        return buffer;
    }

    /** Opens the socket; connect() calls it first, a call after a failure calls it again. */
    synchronized void open() throws IOException {
        if (closed) {
            throw new IOException("the connection to " + address + " is closed");
        }
        Socket s = new Socket();
        try {
            s.setTcpNoDelay(true);
            s.connect(address, timeoutMillis);
            s.setSoTimeout(timeoutMillis);
            in = wire.counting(s.getInputStream());
            out = wire.counting(s.getOutputStream());
        } catch (IOException e) {
            s.close();
            throw e;
        }
        socket = s;
    }

    private void discardSocket() {
        try {
            socket.close();
        } catch (IOException e) {
            // it is being dropped anyway
        }
        socket = null;
        in = null;
        out = null;
    }

    @Override
    public WireBytes wireBytes() {
        return wire;
    }

    /**
     * Closes the socket. A call in progress keeps the lock, so this waits for it (bounded by
     * the call timeout).
     */
    @Override
    public synchronized void close() {
        closed = true;
        if (socket != null) {
            discardSocket();
        }
    }
}
