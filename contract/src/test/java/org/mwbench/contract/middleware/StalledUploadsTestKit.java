package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;

/**
 * A hostile client's slow uploads against an HTTP-based server: {@value #STALLED} connections
 * each send part of a request and stall, half of them inside the headers, half inside a
 * declared body. A normal call through the protocol's own client must still be answered (not
 * starved, nor closed with the burst), and the server must close every stalled connection
 * itself: the stalled clients never give up. Both waits are bounded by a hang guard only
 * ({@link #PATIENCE}), as a loaded machine may make either late. Every socket the test opens is
 * closed at its end, whatever happens. A protocol's client module extends it, as it does
 * {@link MiddlewareTestKit}.
 */
public abstract class StalledUploadsTestKit {
    static final int STALLED = 64;
    /** The hang guard for the normal call and for the closes, over the servers' request bound. */
    static final Duration PATIENCE = LoadedMachine.hangGuard(Duration.ofSeconds(JdkHttpServerProperties.DEFAULT_MAX_REQUEST_SECONDS));

    /** The protocol under test, as its server and client name it. */
    protected abstract String protocol();

    @Test
    void stalledUploadsNeitherKeepANormalCallWaitingNorStayOpen() throws Exception {
        ClassLoader loader = getClass().getClassLoader();
        List<Socket> stalled = new ArrayList<>();
        try (ServerHandle handle = Middlewares.server(protocol(), loader).start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = Middlewares.client(protocol(), loader)
                     .connect(handle.endpoint(), ClientSettings.withTimeout(PATIENCE))) {
            URI endpoint = URI.create(handle.endpoint());
            for (int i = 0; i < STALLED; i++) {
                Socket socket = new Socket();
                stalled.add(socket);
                socket.connect(new InetSocketAddress(endpoint.getHost(), endpoint.getPort()),
                        Math.toIntExact(LoadedMachine.HANG_GUARD.toMillis()));
                socket.getOutputStream().write(partialRequest(endpoint, i).getBytes(StandardCharsets.US_ASCII));
            }
            // The JDK's servers count a request's time from its connection's accept and check once
            // a second: a call accepted in the same second as the burst, queued behind it, may be
            // closed with it. One accepted a second later is served once the burst is closed.
            Thread.sleep(1_500);

            // The client's own timeout bounds the call: a starved call fails it.
            assertEquals(27, connection.cube(3), "a normal call is answered");

            long deadline = System.nanoTime() + PATIENCE.toNanos();
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
                assertTrue(leftMillis > 0, "a stalled upload still open after " + PATIENCE);
                socket.setSoTimeout((int) leftMillis);
            } while (in.read(sink) >= 0);
        } catch (java.net.SocketTimeoutException e) {
            throw new AssertionError("a stalled upload still open after " + PATIENCE, e);
        } catch (IOException reset) {
            // a reset is a close too
        }
    }
}
