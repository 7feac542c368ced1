package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;

/**
 * For HTTP clients: the call timeout bounds the reply's body too. A peer sends a reply's
 * headers, then its {@value #BODY_BYTES}-byte body one byte every 100 ms: each read gets a byte
 * well within a socket timeout, so only a bound on the whole call ends it (the JDK's request
 * timeout, for one, stops at the headers). The body would take far longer than the test's hang
 * guard, so a call that fails before the guard was ended by its 300 ms timeout, not by the body's
 * end; and not before that timeout. For the timeout to fire in the body, not before the headers,
 * the 300 ms must let a connect and a request through: the client's first call in the JVM, which
 * a loaded machine may make take seconds, is made before against its real server, with the
 * answered timeout, so that the 300 ms see a warm one. An HTTP client variant's module extends
 * it, as it does {@link MiddlewareTestKit}.
 */
public abstract class TricklingReplyTestKit {
    private static final Duration TIMEOUT = Duration.ofMillis(300);
    /** 100 s at a byte every 100 ms: over three times the hang guard. */
    private static final int BODY_BYTES = 1000;

    /** The client under test, as its plugin names it. */
    protected abstract String protocol();

    /** The endpoint the client takes for a server at this loopback port. */
    protected abstract String endpoint(int port);

    @Test
    void aTricklingBodyCannotHoldACallPastTheTimeout() throws Exception {
        try (ServerSocket trickler = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            Thread server = new Thread(() -> {
                try (Socket socket = trickler.accept()) {
                    socket.getInputStream().read(new byte[4096]);
                    OutputStream out = socket.getOutputStream();
                    out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + BODY_BYTES
                            + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    for (int i = 0; i < BODY_BYTES; i++) {
                        Thread.sleep(100);
                        out.write(' ');
                        out.flush();
                    }
                } catch (IOException | InterruptedException e) {
                    // the client gave up, or the test is over
                }
            }, "trickling-server");
            server.setDaemon(true);
            server.start();
            MiddlewareClient client = Middlewares.client(protocol(), getClass().getClassLoader());
            makeTheFirstCall(client);
            try (BenchmarkConnection connection = client.connect(endpoint(trickler.getLocalPort()),
                    ClientSettings.withTimeout(TIMEOUT))) {
                long started = System.nanoTime();
                assertTimeoutPreemptively(LoadedMachine.hangGuard(TIMEOUT),
                        () -> assertThrows(IOException.class, () -> connection.getItems(4)));
                long waitedMillis = (System.nanoTime() - started) / 1_000_000;
                assertTrue(waitedMillis >= TIMEOUT.toMillis() / 2, "failed after " + waitedMillis + " ms: not its timeout");
            } finally {
                server.interrupt();
            }
        }
    }

    /** The client's first call (class loading, its HTTP stack set up), against the server it is made for. */
    private void makeTheFirstCall(MiddlewareClient client) throws Exception {
        try (ServerHandle real = Middlewares.server(client.serverProtocol(), getClass().getClassLoader())
                     .start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection first = client.connect(real.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            assertEquals(4, first.getItems(4).length, "the first call");
        }
    }
}
