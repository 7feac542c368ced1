package org.mwbench.servers.xmlrpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/** The server seen from a raw socket: keep-alive, the parser's refusals, the size limit, the port. */
@SuppressWarnings("try") // close() of ServerHandle declares Exception; the tests let it propagate
class XmlRpcServerTest {
    private static final String PING = RawHttp.call(XmlRpcMethods.PING, "");

    private static ServerHandle start(Map<String, String> options) throws Exception {
        return new XmlRpcServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, options),
                new ReferenceService());
    }

    private static Socket open(ServerHandle handle) throws Exception {
        XmlRpcEndpoint endpoint = XmlRpcEndpoint.parse(handle.endpoint());
        Socket socket = new Socket(endpoint.host(), endpoint.port());
        socket.setSoTimeout(Math.toIntExact(LoadedMachine.HANG_GUARD.toMillis())); // a hang guard: replies are not timed
        return socket;
    }

    @Test
    void keepAliveIsOnByDefault() throws Exception {
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            RawHttp.Reply first = RawHttp.post(socket, PING);
            assertTrue(first.keepsAlive(), first.head());
            RawHttp.Reply second = RawHttp.post(socket, RawHttp.call(XmlRpcMethods.CUBE,
                    "<param><value><ex:i8>-5</ex:i8></value></param>"));
            assertTrue(second.body().contains(">-125<"), "the same socket serves the next call: " + second.body());
        }
    }

    @Test
    void keepAliveCanBeTurnedOff() throws Exception {
        try (ServerHandle handle = start(Map.of("keepalive", "false")); Socket socket = open(handle)) {
            RawHttp.Reply reply = RawHttp.post(socket, PING);
            assertFalse(reply.keepsAlive(), reply.head());
            assertTrue(reply.head().contains("Connection: close"), reply.head());
            assertEquals(-1, socket.getInputStream().read(), "the server closed the connection");
        }
    }

    @Test
    void aPlainI4IsTakenForALong() throws Exception {
        // What a client without Apache's extensions (Python's, for one) sends for a small number.
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            RawHttp.Reply reply = RawHttp.post(socket, RawHttp.call(XmlRpcMethods.STAMP, "<param><value><i4>42</i4></value></param>"));
            assertTrue(reply.body().contains(">42</ex:i8>"), reply.body());
        }
    }

    @Test
    void aDoctypeIsRefusedSoNoEntityIsExpanded() throws Exception {
        String withEntity = "<?xml version=\"1.0\"?><!DOCTYPE methodCall [<!ENTITY x \"mwbench\">]>"
                + "<methodCall><methodName>" + XmlRpcMethods.GET_CUSTOMER + "</methodName><params><param><value><string>&x;"
                + "</string></value></param></params></methodCall>";
        try (ServerHandle handle = start(Map.of())) {
            try (Socket socket = open(handle)) {
                RawHttp.Reply reply = RawHttp.post(socket, withEntity);
                assertTrue(reply.isFault(), reply.body());
                assertTrue(reply.body().contains("DOCTYPE"), reply.body());
            }
            try (Socket socket = open(handle)) {
                assertFalse(RawHttp.post(socket, PING).isFault(), "and the server goes on");
            }
        }
    }

    @Test
    void serializedJavaIsRefusedUnread() throws Exception {
        String serializable = "<param><value><ex:serializable>"
                + Base64.getEncoder().encodeToString(new byte[] {(byte) 0xAC, (byte) 0xED, 0, 5}) + "</ex:serializable></value></param>";
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            RawHttp.Reply reply = RawHttp.post(socket, RawHttp.call(XmlRpcMethods.ECHO_BYTES, serializable));
            assertTrue(reply.isFault(), reply.body());
            assertTrue(reply.body().contains("Unknown type"), reply.body());
        }
    }

    @Test
    void aRequestAboveTheLimitIsRefused() throws Exception {
        String big = "<param><value><base64>" + Base64.getEncoder().encodeToString(new byte[3_000]) + "</base64></value></param>";
        String small = "<param><value><base64>" + Base64.getEncoder().encodeToString(new byte[300]) + "</base64></value></param>";
        try (ServerHandle handle = start(Map.of("maxRequestBytes", "2000"))) {
            try (Socket socket = open(handle)) {
                RawHttp.Reply reply = RawHttp.post(socket, RawHttp.call(XmlRpcMethods.ECHO_BYTES, big));
                assertTrue(reply.isFault(), reply.body());
                assertTrue(reply.body().contains("limit of 2000 bytes"), reply.body());
            }
            try (Socket socket = open(handle)) {
                assertFalse(RawHttp.post(socket, RawHttp.call(XmlRpcMethods.ECHO_BYTES, small)).isFault());
            }
        }
    }

    /** XML-RPC has no 16-bit type: echoShorts' array of i4 goes both ways, and an i4 beyond a short is a fault, not truncated. */
    @Test
    void shortsTravelAsAnArrayOfI4AndOneOutOfRangeIsAFault() throws Exception {
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            RawHttp.Reply echoed = RawHttp.post(socket, RawHttp.call(XmlRpcMethods.ECHO_SHORTS,
                    "<param><value><array><data><value><i4>-32768</i4></value><value><i4>32767</i4></value>"
                            + "</data></array></value></param>"));
            assertTrue(echoed.body().contains("<value><i4>-32768</i4></value><value><i4>32767</i4></value>"), echoed.body());
            RawHttp.Reply refused = RawHttp.post(socket, RawHttp.call(XmlRpcMethods.ECHO_SHORTS,
                    "<param><value><array><data><value><i4>40000</i4></value></data></array></value></param>"));
            assertTrue(refused.isFault() && refused.body().contains("element 0 of the shorts, 40000, is outside the range"),
                    refused.body());
        }
    }

    @Test
    void anUnknownMethodIsAFault() throws Exception {
        try (ServerHandle handle = start(Map.of()); Socket socket = open(handle)) {
            RawHttp.Reply reply = RawHttp.post(socket, RawHttp.call("mwbench.noSuchMethod", ""));
            assertTrue(reply.isFault() && reply.body().contains("No such handler"), reply.body());
        }
    }

    @Test
    void badOptionValuesAreRefused() {
        for (Map<String, String> options : List.of(Map.of("keepalive", "yes"), Map.of("threads", "0"),
                Map.of("maxRequestBytes", "lots"))) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> start(options).close());
            String name = options.keySet().iterator().next();
            assertTrue(refused.getMessage().contains(name), refused.getMessage());
        }
    }

    @Test
    void closeFreesThePortAtOnceAndEndsOpenConnections() throws Exception {
        ServerHandle handle = start(Map.of());
        int port = XmlRpcEndpoint.parse(handle.endpoint()).port();
        try (Socket socket = open(handle)) {
            assertTrue(RawHttp.post(socket, PING).keepsAlive());
            handle.close();
            handle.close(); // idempotent
            // At once, no retry: WebServer's own shutdown leaves the port bound until its 4 s accept timeout.
            new ServerSocket(port, 1, InetAddress.getByName(ServerSettings.LOOPBACK)).close();
            try {
                assertEquals(-1, socket.getInputStream().read(), "the open connection is closed");
            } catch (SocketTimeoutException e) {
                throw new AssertionError("the open connection is still open", e);
            } catch (java.io.IOException reset) {
                // closed too
            }
        }
    }

    @Test
    void theEndpointIsTheBoundAddressAndRpc2() throws Exception {
        try (ServerHandle handle = start(Map.of())) {
            assertTrue(handle.endpoint().matches("http://127\\.0\\.0\\.1:\\d+/RPC2"), handle.endpoint());
        }
    }
}
