package org.mwbench.plugins.hessian;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.hessian.HessianEndpoint;

/**
 * The call timeout bounds the whole reply, as the contract's {@code TricklingReplyTestKit} checks for
 * HTTP clients; but the kit trickles a body of spaces, which Hessian refuses at its first byte
 * ("' ' is an unknown code") before any timeout. Here the body is a valid Hessian 2 reply whose
 * string of 1000 characters arrives one byte every 100 ms: each read gets a byte well within the
 * call timeout, so only the bound on the whole call can end it.
 */
class HessianTricklingReplyTest {
    private static final Duration TIMEOUT = Duration.ofMillis(300);
    private static final int CHARS = 1000;

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS) // the trickle would take 100 s
    void aTricklingHessianReplyCannotHoldACallPastTheTimeout() throws Exception {
        try (ServerSocket trickler = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            Thread server = new Thread(() -> trickle(trickler), "trickling-hessian-server");
            server.setDaemon(true);
            server.start();
            try (BenchmarkConnection connection = new HessianClient().connect(
                    new HessianEndpoint(ServerSettings.LOOPBACK, trickler.getLocalPort()).toString(),
                    ClientSettings.withTimeout(TIMEOUT))) {
                long started = System.nanoTime();
                SocketTimeoutException failure = assertThrows(SocketTimeoutException.class, () -> connection.getString(CHARS));
                long waitedMillis = (System.nanoTime() - started) / 1_000_000;
                assertTrue(waitedMillis >= TIMEOUT.toMillis() / 2, "failed after " + waitedMillis + " ms: not its timeout: " + failure);
            } finally {
                server.interrupt();
            }
        }
    }

    private static void trickle(ServerSocket trickler) {
        try (Socket socket = trickler.accept()) {
            socket.getInputStream().read(new byte[4096]);
            OutputStream out = socket.getOutputStream();
            byte[] start = {'H', 2, 0, 'R', 'S', (byte) (CHARS >> 8), (byte) CHARS}; // reply, a string of CHARS chars
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: x-application/hessian\r\nContent-Length: " + (start.length + CHARS)
                    + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(start);
            out.flush();
            for (int i = 0; i < CHARS; i++) {
                Thread.sleep(100);
                out.write('x');
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            // the client gave up, or the test is over
        }
    }
}
