package org.mwbench.console.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A client that sends the beginning of a request, then nothing, and holds its connection open:
 * a slow or hostile client. It tells what the console answered, if anything, and when the
 * console cut the connection off.
 */
final class StalledClient implements AutoCloseable {
    private final Socket socket;
    private final InputStream in;
    private final long sentAt;

    private StalledClient(Socket socket, long sentAt) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        this.sentAt = sentAt;
    }

    /** Sends a request line and a header, never the blank line that would end the headers. */
    static StalledClient inHeaders(int port) throws IOException {
        return open(port, "GET /api/status HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n");
    }

    /**
     * Sends whole headers that declare a body of {@code declaredLength} bytes, then only
     * {@code sentPart} of that body.
     *
     * @param headers more "Name: value" lines (a cookie, say)
     */
    static StalledClient inBody(int port, String method, String path, long declaredLength, String sentPart,
                                String... headers) throws IOException {
        StringBuilder request = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
        request.append("Host: 127.0.0.1:").append(port).append("\r\n");
        for (String header : headers) {
            request.append(header).append("\r\n");
        }
        request.append("Content-Type: application/x-www-form-urlencoded\r\n");
        request.append("Content-Length: ").append(declaredLength).append("\r\n\r\n").append(sentPart);
        return open(port, request.toString());
    }

    private static StalledClient open(int port, String start) throws IOException {
        // Before the connect: the console's deadline cannot start earlier, however late this thread runs.
        long openedAt = System.nanoTime();
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        try {
            socket.getOutputStream().write(start.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            return new StalledClient(socket, openedAt);
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /** The status of the answer the console sends although the request is not complete. */
    int status(Duration within) throws IOException {
        socket.setSoTimeout(Math.toIntExact(within.toMillis()));
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        try {
            int b;
            while ((b = in.read()) >= 0 && b != '\n') {
                line.write(b);
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("no answer within " + within.toMillis() + " ms", e);
        }
        String statusLine = line.toString(StandardCharsets.ISO_8859_1);
        if (!statusLine.startsWith("HTTP/1.1 ")) {
            throw new AssertionError("no answer but '" + statusLine + "'");
        }
        return Integer.parseInt(statusLine.split(" ")[1]);
    }

    /** True when the console has neither answered nor closed the connection so far. */
    boolean stillWaiting() throws IOException {
        socket.setSoTimeout(1);
        try {
            in.read();
            return false;
        } catch (SocketTimeoutException e) {
            return true;
        }
    }

    /**
     * How long after the request began the console closed the connection, reading and
     * dropping whatever it answered first.
     *
     * @throws AssertionError when the connection is still open after {@code within}
     */
    Duration closedAfter(Duration within) throws IOException {
        long deadline = sentAt + within.toNanos();
        byte[] sink = new byte[1024];
        try {
            while (true) {
                long left = Math.max(1, (deadline - System.nanoTime()) / 1_000_000);
                socket.setSoTimeout(Math.toIntExact(left));
                if (in.read(sink) < 0) {
                    break;
                }
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the console still held the connection open after " + within.toMillis() + " ms");
        } catch (SocketException e) {
            // reset: closed as well
        }
        return Duration.ofNanos(System.nanoTime() - sentAt);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    /** Clients a test holds open together; closing the group closes every one, even after a failure. */
    static final class Group implements AutoCloseable {
        private final List<StalledClient> clients = new ArrayList<>();

        StalledClient add(StalledClient client) {
            clients.add(client);
            return client;
        }

        List<StalledClient> clients() {
            return clients;
        }

        @Override
        public void close() throws IOException {
            IOException first = null;
            for (StalledClient client : clients) {
                try {
                    client.close();
                } catch (IOException e) {
                    if (first == null) {
                        first = e;
                    } else {
                        first.addSuppressed(e);
                    }
                }
            }
            if (first != null) {
                throw first;
            }
        }
    }
}
