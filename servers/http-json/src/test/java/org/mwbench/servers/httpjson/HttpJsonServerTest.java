package org.mwbench.servers.httpjson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.JdkHttpServerProperties;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/** The server seen from a raw socket: the wire format, keep-alive, every failure status, the port. */
@SuppressWarnings("try") // close() of ServerHandle declares Exception; the tests let it propagate
class HttpJsonServerTest {

    /** A reply as the server wrote it. */
    record Reply(int status, String head, String body) {
    }

    private static ServerHandle start(Map<String, String> options) throws Exception {
        return start(new ReferenceService(), options);
    }

    private static ServerHandle start(org.mwbench.contract.BenchmarkService service, Map<String, String> options)
            throws Exception {
        return new HttpJsonServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, options), service);
    }

    private static Socket open(ServerHandle handle) throws IOException {
        HttpJsonEndpoint endpoint = HttpJsonEndpoint.parse(handle.endpoint());
        Socket socket = new Socket(endpoint.host(), endpoint.port());
        socket.setSoTimeout(Math.toIntExact(LoadedMachine.HANG_GUARD.toMillis())); // a hang guard: replies are not timed
        return socket;
    }

    private static Reply send(Socket socket, String method, String path, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        socket.getOutputStream().write((method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Content-Type: application/json\r\nContent-Length: " + bytes.length + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().write(bytes);
        socket.getOutputStream().flush();
        return read(socket.getInputStream());
    }

    private static Reply read(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("closed after " + head);
            }
            head.write(b);
        }
        String text = head.toString(StandardCharsets.US_ASCII);
        int length = 0;
        for (String line : text.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring("content-length:".length()).trim());
            }
        }
        int status = Integer.parseInt(text.substring(9, 12));
        return new Reply(status, text, new String(in.readNBytes(length), StandardCharsets.UTF_8));
    }

    @Test
    void theWireFormatIsAJsonArrayInAndJsonOut() throws Exception {
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            Reply ping = send(socket, "POST", "/mwbench/ping", "[]");
            assertEquals(204, ping.status(), ping.head());
            assertEquals("", ping.body());
            Reply stamp = send(socket, "POST", "/mwbench/stamp", "[9223372036854775807]");
            assertEquals(200, stamp.status());
            assertEquals("9223372036854775807", stamp.body());
            assertTrue(stamp.head().toLowerCase(Locale.ROOT).contains("content-type: application/json"), stamp.head());
            Reply echo = send(socket, "POST", "/mwbench/echoBytes", "[\"AQID\"]");
            assertEquals("\"AQID\"", echo.body(), "bytes are base64 strings");
            Reply customers = send(socket, "POST", "/mwbench/getCustomers", "[\"rep-7\",1]");
            assertTrue(customers.body().startsWith("[{\"customer\":\"C-"), customers.body());
            assertTrue(customers.body().contains("\"salesRep\":\"rep-7\""), customers.body());
            Reply customer = send(socket, "POST", "/mwbench/getCustomer", "[\"C-\u00C6r\u00F8 7\"]");
            assertTrue(customer.body().startsWith("{\"customer\":\"C-\u00C6r\u00F8 7\""), "UTF-8 both ways: " + customer.body());
        }
    }

    @Test
    void oneConnectionServesCallAfterCall() throws Exception {
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            for (int i = 0; i < 5; i++) {
                assertEquals("27", send(socket, "POST", "/mwbench/cube", "[3]").body());
            }
        }
    }

    @Test
    void malformedArgumentsAreBadRequestsAndTheConnectionGoesOn() throws Exception {
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            for (String[] bad : new String[][] {{"cube", "3"}, {"cube", "[]"}, {"cube", "[3,4]"}, {"cube", "[\"3\"]"},
                    {"cube", "[3] x"}, {"getItems", "[99999999999]"}, {"echoBytes", "[\"not base64!\"]"}, {"ping", "["},
                    {"echoShorts", "[[1,32768]]"}, {"echoShorts", "[[-32769]]"}, {"echoShorts", "[[1.5]]"}, {"echoShorts", "[7]"}}) {
                Reply reply = send(socket, "POST", "/mwbench/" + bad[0], bad[1]);
                assertEquals(400, reply.status(), bad[0] + " " + bad[1] + ": " + reply.body());
                assertTrue(reply.body().startsWith("{\"error\":\"BadRequest\",\"message\":"), reply.body());
            }
            assertEquals("8", send(socket, "POST", "/mwbench/cube", "[2]").body());
        }
    }

    @Test
    void unknownPathsAndOtherMethodsAreRefused() throws Exception {
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            assertEquals(404, send(socket, "POST", "/mwbench/pingX", "[]").status());
            assertEquals(404, send(socket, "POST", "/mwbench/nope", "[]").status());
            Reply elsewhere = send(socket, "POST", "/elsewhere", "[]");
            assertEquals(404, elsewhere.status());
            assertTrue(elsewhere.body().startsWith("{\"error\":\"NotFound\""), elsewhere.body());
            Reply get = send(socket, "GET", "/mwbench/ping", "");
            assertEquals(405, get.status());
            assertTrue(get.head().toLowerCase(Locale.ROOT).contains("allow: post"), get.head());
        }
    }

    @Test
    void aServiceFailureIsA500NamingTheException() throws Exception {
        ForwardingService failing = new ForwardingService() {
            @Override
            public String getString(int n) {
                throw new IllegalStateException("no string today");
            }
        };
        try (ServerHandle handle = start(failing, Map.of()); Socket socket = open(handle)) {
            Reply reply = send(socket, "POST", "/mwbench/getString", "[4]");
            assertEquals(500, reply.status());
            assertEquals("{\"error\":\"java.lang.IllegalStateException\",\"message\":\"no string today\"}", reply.body());
            assertEquals("8", send(socket, "POST", "/mwbench/cube", "[2]").body(), "and the connection goes on");
        }
    }

    @Test
    void aBodyAboveTheLimitIsRefusedWith413() throws Exception {
        String big = "[\"" + "A".repeat(2_000) + "\"]";
        try (ServerHandle handle = start(Map.of("maxRequestBytes", "1000"))) {
            try (Socket socket = open(handle)) {
                Reply reply = send(socket, "POST", "/mwbench/echoBytes", big);
                assertEquals(413, reply.status(), reply.body());
                assertTrue(reply.body().contains("larger than 1000 bytes"), reply.body());
            }
            try (Socket socket = open(handle)) {
                // No Content-Length: a chunked body is cut at the limit too.
                socket.getOutputStream().write(("POST /mwbench/echoBytes HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + Integer.toHexString(big.length()) + "\r\n" + big + "\r\n0\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                assertEquals(413, read(socket.getInputStream()).status());
            }
        }
    }

    @Test
    void startSetsNodelayUnlessTheUserChose() throws Exception {
        try (ServerHandle handle = start(Map.of())) {
            assertEquals("true", System.getProperty(JdkHttpServerProperties.NODELAY));
        }
    }

    /**
     * The JDK's server keeps 200 idle keep-alive connections by default and closes any other as its
     * exchange ends, so a client that thinks between calls on a connection of its own finds it
     * closed: a thousand-client HTTP/JSON run had hundreds of such errors. 300 connections, each
     * idle after one call, must each serve a second.
     */
    @Test
    void moreIdleKeepAliveConnectionsThanTheJdksDefaultStayOpen() throws Exception {
        int connections = 300;
        try (ServerHandle handle = start(Map.of())) {
            List<Socket> sockets = new java.util.ArrayList<>();
            try {
                for (int i = 0; i < connections; i++) {
                    Socket socket = open(handle);
                    sockets.add(socket);
                    assertEquals(204, send(socket, "POST", "/mwbench/ping", "[]").status());
                }
                for (Socket socket : sockets) {
                    assertEquals(204, send(socket, "POST", "/mwbench/ping", "[]").status(), "connection "
                            + sockets.indexOf(socket) + " of " + connections + " after it was idle");
                }
            } finally {
                for (Socket socket : sockets) {
                    socket.close();
                }
            }
        }
    }

    @Test
    void badOptionValuesAreRefused() {
        for (Map<String, String> options : List.of(Map.of("threads", "0"), Map.of("maxRequestBytes", "lots"))) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> start(options).close());
            assertTrue(refused.getMessage().contains(options.keySet().iterator().next()), refused.getMessage());
        }
    }

    @Test
    void closeFreesThePortAndEndsOpenConnections() throws Exception {
        ServerHandle handle = start(Map.of());
        int port = HttpJsonEndpoint.parse(handle.endpoint()).port();
        try (Socket socket = open(handle)) {
            assertEquals(204, send(socket, "POST", "/mwbench/ping", "[]").status());
            handle.close();
            handle.close(); // idempotent
            try {
                assertEquals(-1, socket.getInputStream().read(), "the open connection is closed");
            } catch (SocketTimeoutException e) {
                throw new AssertionError("the open connection is still open", e);
            } catch (IOException reset) {
                // closed too
            }
        }
        PortChecks.assertBindable(ServerSettings.LOOPBACK, port);
    }

    @Test
    void theEndpointIsTheBoundAddress() throws Exception {
        try (ServerHandle handle = start(Map.of())) {
            assertTrue(handle.endpoint().matches("http://127\\.0\\.0\\.1:\\d+/mwbench"), handle.endpoint());
        }
    }
}
