package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceService;

/**
 * A hostile client's slow uploads against an HTTP-based server: {@value #STALLED} connections
 * each send part of a request and stall, half of them inside the headers, half inside a
 * declared body. A normal call through the protocol's own client must still be answered
 * within {@link #ANSWER_BOUND}, and the server must close every stalled connection within
 * {@link #CLOSE_BOUND}. Every socket the test opens is closed at its end, whatever happens.
 * A protocol's client module extends it, as it does {@link MiddlewareTestKit}.
 */
public abstract class StalledUploadsTestKit {
    static final int STALLED = 64;
    /** The servers' request bound, the JDK's once-a-second check, and room for a busy 2-core machine. */
    static final Duration ANSWER_BOUND = Duration.ofSeconds(JdkHttpServerProperties.DEFAULT_MAX_REQUEST_SECONDS + 4);
    static final Duration CLOSE_BOUND = Duration.ofSeconds(JdkHttpServerProperties.DEFAULT_MAX_REQUEST_SECONDS + 6);

    /** The protocol under test, as its server and client name it. */
    protected abstract String protocol();

    @Test
    void stalledUploadsNeitherKeepANormalCallWaitingNorStayOpen() throws Exception {
        ClassLoader loader = getClass().getClassLoader();
        List<Socket> stalled = new ArrayList<>();
        try (ServerHandle handle = Middlewares.server(protocol(), loader).start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = Middlewares.client(protocol(), loader)
                     .connect(handle.endpoint(), ClientSettings.withTimeout(ANSWER_BOUND))) {
            URI endpoint = URI.create(handle.endpoint());
            for (int i = 0; i < STALLED; i++) {
                Socket socket = new Socket();
                stalled.add(socket);
                socket.connect(new InetSocketAddress(endpoint.getHost(), endpoint.getPort()), 2_000);
                socket.getOutputStream().write(partialRequest(endpoint, i).getBytes(StandardCharsets.US_ASCII));
            }
            // The JDK's servers count a request's time from its connection's accept and check once
            // a second: a call accepted in the same second as the burst, queued behind it, may be
            // closed with it. One accepted a second later is served once the burst is closed.
            Thread.sleep(1_500);

            long started = System.nanoTime();
            long cube = assertTimeoutPreemptively(ANSWER_BOUND.plusSeconds(2), () -> connection.cube(3));
            long tookMillis = (System.nanoTime() - started) / 1_000_000;
            assertEquals(27, cube);
            assertTrue(tookMillis < ANSWER_BOUND.toMillis(), "a normal call waited " + tookMillis + " ms");

            long deadline = System.nanoTime() + CLOSE_BOUND.toNanos();
            for (Socket socket : stalled) {
                assertClosedByTheServer(socket, deadline);
            }
        } finally {
            for (Socket socket : stalled) {
                socket.close();
            }
        }
    }

    /** Half stop inside the request line's headers, half inside a declared 1000-byte body. */
    private static String partialRequest(URI endpoint, int i) {
        String head = "POST " + endpoint.getRawPath() + " HTTP/1.1\r\nHost: " + endpoint.getHost() + "\r\n";
        return i % 2 == 0 ? head + "Content-Type: text/xml" : head + "Content-Type: text/xml\r\nContent-Length: 1000\r\n\r\n<";
    }

    /** Reads until the server ends the connection; whatever it sends first (a 4xx) is fine. */
    private static void assertClosedByTheServer(Socket socket, long deadlineNanos) throws IOException {
        InputStream in = socket.getInputStream();
        byte[] sink = new byte[4096];
        try {
            do {
                long leftMillis = (deadlineNanos - System.nanoTime()) / 1_000_000;
                assertTrue(leftMillis > 0, "a stalled upload still open after " + CLOSE_BOUND);
                socket.setSoTimeout((int) leftMillis);
            } while (in.read(sink) >= 0);
        } catch (java.net.SocketTimeoutException e) {
            throw new AssertionError("a stalled upload still open after " + CLOSE_BOUND, e);
        } catch (IOException reset) {
            // a reset is a close too
        }
    }
}
