package org.mwbench.servers.hessian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.caucho.hessian.io.HessianServiceException;
import com.caucho.hessian.io.SerializerFactory;
import com.caucho.hessian.io.HessianInput;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/** The Hessian server over raw HTTP: its wire format, the class whitelist, the size limit and its errors. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HessianServerTest {

    private static ServerHandle start(Map<String, String> options) throws Exception {
        return new HessianServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, options), new ReferenceService());
    }

    private static int port(ServerHandle handle) {
        return HessianEndpoint.parse(handle.endpoint()).port();
    }

    @Test
    void aHessianCallGetsItsReplyOnAConnectionThatStaysOpen() throws Throwable {
        try (ServerHandle handle = start(Map.of()); RawHttp http = new RawHttp(port(handle))) {
            RawHttp.Reply first = http.post(HessianEndpoint.PATH, HessianCalls.call("getString", 64));
            assertEquals(200, first.status(), first.head());
            assertTrue(first.head().contains("x-application/hessian"), first.head());
            assertEquals(ReferenceData.string(64), HessianCalls.reply(first.body(), String.class));
            RawHttp.Reply second = http.post(HessianEndpoint.PATH, HessianCalls.call("cube", 3L));
            assertEquals(27L, HessianCalls.reply(second.body(), long.class));
        }
    }

    /** Hessian's default would build any class but four; the server's whitelist names none. */
    @Test
    void theRequestWhitelistRefusesJavaUtilAndEveryOtherClass() throws Exception {
        SerializerFactory requests = HessianSerializers.forRequests();
        assertEquals(PriorityQueue.class, new SerializerFactory().getClassFactory().load("java.util.PriorityQueue"),
                "Hessian's default allows every java.* class");
        assertEquals(HashMap.class, requests.getClassFactory().load("java.util.PriorityQueue"),
                "refused: Hessian reads it as a plain map of its fields");
        assertEquals(HashMap.class, requests.getClassFactory().load(Tripwire.class.getName()));
        assertEquals(HashMap.class, requests.getClassFactory().load("javax.management.BadAttributeValueExpException"));
    }

    /**
     * A call whose argument is an object of a class no operation takes (a stand-in for a gadget,
     * which runs code when built) fails with Hessian's own error naming the class; the object is
     * never built, and the connection serves the next call.
     */
    @Test
    void anArgumentNamingAClassIsRefusedWithHessiansErrorAndNothingIsBuilt() throws Throwable {
        int before = Tripwire.RESOLVED.get();
        try (ServerHandle handle = start(Map.of()); RawHttp http = new RawHttp(port(handle))) {
            assertRefused(http, HessianCalls.call("getCustomer", new Tripwire()), Tripwire.class.getName());
            assertEquals(before, Tripwire.RESOLVED.get(), "the server built the object");
            RawHttp.Reply next = http.post(HessianEndpoint.PATH, HessianCalls.call("cube", 2L));
            assertEquals(8L, HessianCalls.reply(next.body(), long.class), "the connection after the refusal");
        }
    }

    /**
     * The skeleton reads a (Hessian 1) call header as any object: where a gadget would be built with
     * Hessian's defaults. A java.util class there, and the tripwire, are refused with Hessian's own
     * error; the same tripwire bytes read with Hessian's default factory are built,
     * so the test does see a build when there is one.
     */
    @Test
    void aCallHeaderNamingAJavaUtilClassOrAnyOtherIsRefused() throws Throwable {
        PriorityQueue<String> queue = new PriorityQueue<>(java.util.List.of("a", "b"));
        byte[] tripwire = HessianCalls.callWithHeader(new Tripwire(), "cube", 3L);
        int before = Tripwire.RESOLVED.get();
        try (ServerHandle handle = start(Map.of()); RawHttp http = new RawHttp(port(handle))) {
            assertRefused(http, HessianCalls.callWithHeader(queue, "cube", 3L), "java.util.PriorityQueue");
            assertRefused(http, tripwire, Tripwire.class.getName());
            assertEquals(before, Tripwire.RESOLVED.get(), "the server built the object");
        }
        // What the skeleton does first, with Hessian's default factory (its ServiceContext needs a servlet).
        HessianInput permissive = new HessianInput(new ByteArrayInputStream(tripwire));
        permissive.readCall();
        assertEquals("mwbench-test", permissive.readHeader());
        assertTrue(permissive.readObject() instanceof Tripwire);
        assertEquals(before + 1, Tripwire.RESOLVED.get(), "Hessian's default factory builds it");
    }

    private static void assertRefused(RawHttp http, byte[] call, String className) throws Exception {
        RawHttp.Reply reply = http.post(HessianEndpoint.PATH, call);
        assertEquals(200, reply.status(), "a Hessian fault travels in a 200 reply: " + reply.head());
        HessianServiceException fault = assertThrows(HessianServiceException.class,
                () -> HessianCalls.reply(reply.body(), Object.class));
        assertEquals("ProtocolException", fault.getCode(), fault.toString());
        assertTrue(fault.getMessage().contains("HessianProtocolException: '" + className + "' is a class this server does not read"),
                fault.getMessage());
    }

    @Test
    void aDeclaredLengthOverTheLimitIsRefusedBeforeTheBodyIsRead() throws Exception {
        try (ServerHandle handle = start(Map.of("maxRequestBytes", "1000")); RawHttp http = new RawHttp(port(handle))) {
            // Only the head is sent: the reply comes without a byte of the body.
            http.send("POST " + HessianEndpoint.PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000000\r\n\r\n",
                    new byte[0]);
            RawHttp.Reply reply = http.read();
            assertEquals(413, reply.status(), reply.head());
            assertTrue(reply.text().contains("limit of 1000 bytes (option maxRequestBytes)"), reply.text());
            assertTrue(http.closedByServer(), "the unread body cannot be followed by another request");
        }
    }

    @Test
    void aChunkedBodyOverTheLimitIsCutOffWith413() throws Exception {
        try (ServerHandle handle = start(Map.of("maxRequestBytes", "1000")); RawHttp http = new RawHttp(port(handle))) {
            byte[] call = HessianCalls.call("echoBytes", new byte[4000]);
            String chunk = Integer.toHexString(call.length) + "\r\n";
            http.send("POST " + HessianEndpoint.PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + chunk, concat(call, "\r\n0\r\n\r\n".getBytes(StandardCharsets.US_ASCII)));
            RawHttp.Reply reply = http.read();
            assertEquals(413, reply.status(), reply.head());
            assertTrue(reply.text().contains("limit of 1000 bytes"), reply.text());
        }
    }

    @Test
    void otherPathsAndMethodsAreRefused() throws Exception {
        try (ServerHandle handle = start(Map.of()); RawHttp http = new RawHttp(port(handle))) {
            assertEquals(404, http.post(HessianEndpoint.PATH + "/other", HessianCalls.call("ping")).status());
            http.send("GET " + HessianEndpoint.PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", new byte[0]);
            RawHttp.Reply get = http.read();
            assertEquals(405, get.status());
            assertTrue(get.head().contains("Allow: POST"), get.head());
        }
    }

    @Test
    void aMalformedCallGetsAHessianFault() throws Throwable {
        try (ServerHandle handle = start(Map.of()); RawHttp http = new RawHttp(port(handle))) {
            RawHttp.Reply reply = http.post(HessianEndpoint.PATH, "H\u0002\u0000Cnonsense".getBytes(StandardCharsets.ISO_8859_1));
            assertEquals(200, reply.status());
            HessianServiceException fault = assertThrows(HessianServiceException.class,
                    () -> HessianCalls.reply(reply.body(), Object.class));
            assertEquals("ProtocolException", fault.getCode(), fault.toString());
        }
    }

    @Test
    void badOptionsAreRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> start(Map.of("maxRequestBytes", "0")).close());
        assertTrue(refused.getMessage().contains("maxRequestBytes"), refused.getMessage());
    }

    @Test
    void theEndpointCarriesTheBindAddress() throws Exception {
        try (ServerHandle handle = new HessianServer().start(new ServerSettings("127.0.0.2", 0, Map.of()),
                new ReferenceService())) {
            assertTrue(handle.endpoint().startsWith("http://127.0.0.2:"), handle.endpoint());
        }
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] all = new byte[first.length + second.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }
}
