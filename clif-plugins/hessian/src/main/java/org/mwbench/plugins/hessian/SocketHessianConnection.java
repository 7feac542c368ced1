package org.mwbench.plugins.hessian;

import com.caucho.hessian.client.HessianConnection;
import com.caucho.hessian.client.HessianConnectionException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import org.mwbench.contract.middleware.WhiteBoxCall;

/**
 * One Hessian call as an HTTP/1.1 exchange on a pooled socket ({@link SocketPool}). The proxy
 * marshals the call into {@link #getOutputStream()}, then {@link #sendRequest()} sends it with its
 * length, reads the reply's head and, for a status other than 200, fails as Hessian's own
 * {@code HttpURLConnection} transport does ({@link HessianConnectionException}, "413: ..."); the
 * proxy then reads the reply from {@link #getInputStream()} and always ends with {@link #destroy()},
 * which gives the socket back when the reply was read to its end and closes it otherwise (a timed-out
 * call's late reply is never read by the next call).
 *
 * <p>A request that meets a kept-alive socket the server closed while idle (no byte of a reply, or a
 * reset) is sent once more on a new socket, before its deadline. With white-box timing on, the
 * request leaves marshalled at {@link #sendRequest()}'s start and the reply is back when its head is read.
 */
final class SocketHessianConnection implements HessianConnection {
    private static final int MAX_ERROR_TEXT = 64 * 1024;

    private final SocketConnectionFactory factory;
    private final StringBuilder headers = new StringBuilder(128);
    private final ByteArrayOutputStream body = new ByteArrayOutputStream(256);
    private PooledSocket socket;
    private ReplyHead head;
    private ReplyBody reply;

    SocketHessianConnection(SocketConnectionFactory factory) {
        this.factory = factory;
    }

    @Override
    public void addHeader(String name, String value) {
        headers.append(name).append(": ").append(value).append("\r\n");
    }

    @Override
    public OutputStream getOutputStream() {
        return body;
    }

    @Override
    public void sendRequest() throws IOException {
        if (factory.whiteBox()) {
            WhiteBoxCall.current().requestSent(System.nanoTime());
        }
        long deadline = System.nanoTime() + factory.timeoutNanos();
        byte[] requestHead = ("POST " + factory.path() + " HTTP/1.1\r\nHost: " + factory.hostHeader() + "\r\n" + headers
                + "Content-Length: " + body.size() + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
        PooledSocket first = factory.pool().take(deadline);
        try {
            exchange(first, requestHead, deadline);
        } catch (ReplyHead.NoReply | SocketException e) {
            if (!first.reused()) {
                throw e;
            }
            exchange(factory.pool().fresh(deadline), requestHead, deadline);
        }
        if (factory.whiteBox()) {
            WhiteBoxCall call = WhiteBoxCall.current();
            call.replyReceived(System.nanoTime());
            if (head.serverNanos() >= 0) {
                call.serverNanos(head.serverNanos());
            }
        }
        if (head.status() != 200) {
            String text = new String(reply.readNBytes(MAX_ERROR_TEXT), StandardCharsets.UTF_8);
            destroy();
            throw new HessianConnectionException(head.status() + ": " + text);
        }
    }

    /** Sends the request on {@code on} and reads the reply's head; the socket is closed if that fails. */
    private void exchange(PooledSocket on, byte[] requestHead, long deadline) throws IOException {
        socket = on;
        try {
            on.startCall(deadline);
            OutputStream out = on.out();
            out.write(requestHead);
            body.writeTo(out);
            out.flush();
            head = ReplyHead.read(on.in());
            reply = new ReplyBody(on.in(), head.contentLength());
        } catch (IOException | RuntimeException e) {
            socket = null;
            on.close();
            throw e;
        }
    }

    @Override
    public int getStatusCode() {
        return head == null ? 0 : head.status();
    }

    @Override
    public String getStatusMessage() {
        return head == null ? null : head.reason();
    }

    @Override
    public String getContentEncoding() {
        return head == null ? null : head.contentEncoding();
    }

    @Override
    public InputStream getInputStream() throws IOException {
        if (reply == null) {
            throw new IOException("no reply: the request was not sent");
        }
        return reply;
    }

    /** The proxy never calls it; the same as {@link #destroy()}. */
    @Override
    public void close() {
        destroy();
    }

    /** Gives the socket back when the reply was read to its end on a connection that stays open; else closes it. */
    @Override
    public void destroy() {
        PooledSocket held = socket;
        if (held == null) {
            return;
        }
        socket = null;
        if (reply != null && reply.remaining() == 0 && head.keepAlive()) {
            factory.pool().release(held);
        } else {
            held.close();
        }
    }

    /** The reply's body: exactly its Content-Length, then end of stream; closing it leaves the socket open. */
    private static final class ReplyBody extends InputStream {
        private final InputStream in;
        private long remaining;

        ReplyBody(InputStream in, long length) {
            this.in = in;
            this.remaining = length;
        }

        long remaining() {
            return remaining;
        }

        @Override
        public int read() throws IOException {
            if (remaining == 0) {
                return -1;
            }
            int b = in.read();
            if (b < 0) {
                throw new IOException("the server closed the connection " + remaining + " bytes before the reply's end");
            }
            remaining--;
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (remaining == 0) {
                return -1;
            }
            int n = in.read(buffer, offset, (int) Math.min(length, remaining));
            if (n < 0) {
                throw new IOException("the server closed the connection " + remaining + " bytes before the reply's end");
            }
            remaining -= n;
            return n;
        }

        @Override
        public int available() throws IOException {
            return (int) Math.min(in.available(), remaining);
        }

        @Override
        public void close() {
            // the socket is the connection's: destroy() keeps or closes it
        }
    }
}
