package org.mwbench.plugins.httpjson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;

/**
 * A kept-alive connection the server closed while it lay idle (the JDK's server does so beyond
 * its idle bound, as a 10,000-user run showed) costs the call a new connection, not the call;
 * a connection that never answered is the call's failure, sent once. Real sockets on loopback:
 * a peer that answers each request with a keep-alive reply, then closes the connection, as the
 * JDK's server does to a connection it will not keep.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class HttpJsonClosedIdleConnectionTest {
    private static final byte[] REPLY = ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]")
            .getBytes(StandardCharsets.US_ASCII);

    /** Serves {@code requests} requests, one per connection, answering each (or not) then closing; counts the connections. */
    private static Thread serve(ServerSocket listener, int connections, boolean answer, AtomicInteger accepted) {
        Thread server = new Thread(() -> {
            for (int i = 0; i < connections; i++) {
                try (Socket socket = listener.accept()) {
                    accepted.incrementAndGet();
                    readRequest(socket.getInputStream());
                    if (answer) {
                        socket.getOutputStream().write(REPLY);
                        socket.getOutputStream().flush();
                    }
                } catch (IOException e) {
                    return; // the test is over
                }
            }
        }, "closing-server");
        server.setDaemon(true);
        server.start();
        return server;
    }

    /** Reads one request: its head, then as many body bytes as its Content-Length says. */
    private static void readRequest(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the client closed");
            }
            head.write(b);
        }
        int length = 0;
        for (String line : head.toString(StandardCharsets.US_ASCII).split("\r\n")) {
            if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring("content-length:".length()).trim());
            }
        }
        in.readNBytes(length);
    }

    @Test
    void aRequestOnAConnectionTheServerClosedWhileIdleIsSentAgainOnANewOne() throws Exception {
        int calls = 5;
        AtomicInteger accepted = new AtomicInteger();
        try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            Thread server = serve(listener, calls, true, accepted);
            try (BenchmarkConnection connection = new HttpJsonClient().connect(
                    new HttpJsonEndpoint(ServerSettings.LOOPBACK, listener.getLocalPort()).toString(),
                    ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                for (int i = 0; i < calls; i++) {
                    connection.ping(); // from the second on, first sent on the connection the peer closed
                }
            } finally {
                server.interrupt();
            }
            assertEquals(calls, accepted.get(), "a connection per call: each closed one replaced");
        }
    }

    @Test
    void aNewConnectionThatNeverAnswersFailsTheCallSentOnce() throws Exception {
        AtomicInteger accepted = new AtomicInteger();
        try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            Thread server = serve(listener, 2, false, accepted);
            try (BenchmarkConnection connection = new HttpJsonClient().connect(
                    new HttpJsonEndpoint(ServerSettings.LOOPBACK, listener.getLocalPort()).toString(),
                    ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                assertThrows(IOException.class, connection::ping);
            } finally {
                server.interrupt();
            }
            assertEquals(1, accepted.get(), "no second connection: the failure was the call's");
        }
    }
}
