package org.mwbench.plugins.httpjson.jdk;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;

/** What the kit does not cover: silent peers, stalled bodies, a dead server, options. */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class HttpJsonConnectionTest {
    /** For calls that must time out. */
    private static final ClientSettings SHORT = ClientSettings.withTimeout(Duration.ofMillis(300));
    /**
     * For calls that must fail for another reason than time (a refusal, a bad option): only a hang
     * guard, since a loaded machine may make the JVM's first HTTP call take seconds.
     */
    private static final ClientSettings NOT_TIMED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeouts here and 30 s at least.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @Test
    void aPeerThatAcceptsButNeverAnswersCannotHangACall() throws Exception {
        // Never accept()ed: the kernel completes the handshake and the request sits unread.
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            String endpoint = new HttpJsonEndpoint(ServerSettings.LOOPBACK, silent.getLocalPort()).toString();
            try (BenchmarkConnection connection = new HttpJsonJdkClient().connect(endpoint, SHORT)) {
                assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(HttpTimeoutException.class, connection::ping));
            }
        }
    }

    @Test
    void withBodyTimeoutAStalledBodyCannotHangACall() throws Exception {
        // Headers, then two bytes of a 100-byte body, then nothing: the request timeout no longer runs.
        try (ServerSocket staller = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            Thread server = new Thread(() -> {
                try (Socket socket = staller.accept()) {
                    socket.getInputStream().read(new byte[4096]);
                    OutputStream out = socket.getOutputStream();
                    out.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[1".getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    Thread.sleep(HANG_GUARD.toMillis());
                } catch (IOException | InterruptedException e) {
                    // the test is over
                }
            }, "stalling-server");
            server.setDaemon(true);
            server.start();
            String endpoint = new HttpJsonEndpoint(ServerSettings.LOOPBACK, staller.getLocalPort()).toString();
            ClientSettings settings = new ClientSettings(Duration.ofMillis(300), Map.of("bodyTimeout", "true"));
            try (BenchmarkConnection connection = new HttpJsonJdkClient().connect(endpoint, settings)) {
                assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(HttpTimeoutException.class, () -> connection.getItems(4)));
            }
            server.interrupt();
        }
    }

    @Test
    void aDeadServerFailsTheFirstCallAtOnce() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = probe.getLocalPort();
        }
        String endpoint = new HttpJsonEndpoint(ServerSettings.LOOPBACK, port).toString();
        try (BenchmarkConnection connection = new HttpJsonJdkClient().connect(endpoint, NOT_TIMED)) {
            // ConnectException, not HttpTimeoutException: the refusal ended it, not the timeout
            assertTimeoutPreemptively(LoadedMachine.hangGuard(NOT_TIMED.callTimeout()),
                    () -> assertThrows(ConnectException.class, connection::ping));
        }
    }

    @Test
    void badClientOptionsAreRefused() {
        for (Map<String, String> options : List.of(Map.of("x", "1"), Map.of("bodyTimeout", "maybe"))) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new HttpJsonJdkClient()
                    .connect("http://127.0.0.1:1/mwbench", new ClientSettings(NOT_TIMED.callTimeout(), options)));
            assertTrue(refused.getMessage().contains(options.keySet().iterator().next()), refused.getMessage());
        }
    }
}
