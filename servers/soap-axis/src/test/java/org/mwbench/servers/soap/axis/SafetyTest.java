package org.mwbench.servers.soap.axis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * What the server does with requests no benchmark client sends: it refuses DOCTYPEs (so no
 * entity is expanded, external or not), instantiates no class that is not mapped, bounds the
 * size of a request, declared or chunked, and answers only on its one path.
 */
class SafetyTest {
    static final AtomicBoolean CANARY_TOUCHED = new AtomicBoolean();
    private static final long LIMIT = 4096;
    private static ServerHandle server;

    @BeforeAll
    static void start() throws Exception {
        server = new SoapAxisServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0,
                Map.of("max-request-bytes", Long.toString(LIMIT), "threads", "2")), new ReferenceService());
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    @Test
    void aPlainCallIsAnswered() throws Exception {
        RawHttp.Reply reply = RawHttp.post(server.endpoint(), RawHttp.call("cube", "<x xsi:type='xsd:long'>3</x>"));
        assertEquals(200, reply.status(), reply.body());
        assertTrue(reply.body().contains(">27</"), reply.body());
    }

    @Test
    void aDoctypeIsRefusedBeforeAnyEntityIsExpanded() throws Exception {
        String request = "<?xml version='1.0'?><!DOCTYPE e [<!ENTITY canary 'EXPANDED-CANARY'>"
                + "<!ENTITY file SYSTEM 'file:///etc/hostname'>]>"
                + RawHttp.call("getCustomer", "<id xsi:type='xsd:string'>&canary;&file;</id>");
        RawHttp.Reply reply = RawHttp.post(server.endpoint(), request);
        assertEquals(500, reply.status(), reply.body());
        assertTrue(reply.body().contains("soapenv:Fault"), reply.body());
        assertFalse(reply.body().contains("EXPANDED-CANARY"), reply.body());
    }

    @Test
    void anUnmappedTypeIsNeverInstantiated() throws Exception {
        // Under Axis's auto-typing, this XML type names the class Canary.
        String request = RawHttp.call("getCustomer", "<id xsi:type='ns9:Canary' xmlns:ns9='http://soapaxis.servers.mwbench.org'>"
                + "<name xsi:type='xsd:string'>x</name></id>");
        RawHttp.post(server.endpoint(), request);
        String asMultiRef = RawHttp.envelope("<ns1:getCustomer soapenv:encodingStyle='http://schemas.xmlsoap.org/soap/encoding/'"
                + " xmlns:ns1='urn:mwbench'><id href='#c'/></ns1:getCustomer><multiRef id='c' soapenc:root='0'"
                + " xsi:type='ns9:Canary' xmlns:ns9='http://soapaxis.servers.mwbench.org'><name>x</name></multiRef>");
        RawHttp.post(server.endpoint(), asMultiRef);
        assertFalse(CANARY_TOUCHED.get(), "Axis loaded a class no mapping names");
    }

    @Test
    void theServerRefusesToStartWithAutoTypesOn() {
        System.setProperty("axis.doAutoTypes", "true");
        try {
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> new SoapAxisServer().start(ServerSettings.loopback(), new ReferenceService()).close());
            assertTrue(refused.getMessage().contains("axis.doAutoTypes"), refused.getMessage());
        } finally {
            System.clearProperty("axis.doAutoTypes");
        }
    }

    @Test
    void aDeclaredLengthOverTheLimitIsRefusedUnread() throws Exception {
        RawHttp.Reply reply = RawHttp.post(server.endpoint(), oversized(), false);
        assertEquals(413, reply.status(), reply.body());
        assertTrue(reply.body().contains("max-request-bytes"), reply.body());
    }

    @Test
    void aChunkedRequestFailsOnceOverTheLimit() throws Exception {
        RawHttp.Reply reply = RawHttp.post(server.endpoint(), oversized(), true);
        assertEquals(500, reply.status(), reply.body());
        assertTrue(reply.body().contains("max-request-bytes"), reply.body());
    }

    @Test
    void aSparseArrayWithAHugeOffsetCostsNothing() {
        // Axis 1.4's array deserializer fills a sparse array's gaps with nulls: the offset must
        // not turn a few hundred bytes into gigabytes. Checked on every path a request can take.
        String sparse = "xsi:type='soapenc:Array' soapenc:arrayType='xsd:int[1]' soapenc:offset='[2000000000]'>"
                + "<i xsi:type='xsd:int'>1</i>";
        String[] requests = {
            RawHttp.call("getItems", "<n " + sparse + "</n>"),
            RawHttp.envelope("<ns1:getItems soapenv:encodingStyle='http://schemas.xmlsoap.org/soap/encoding/'"
                    + " xmlns:ns1='urn:mwbench'><n href='#a'/></ns1:getItems><multiRef id='a' soapenc:root='0' "
                    + sparse + "</multiRef>"),
            RawHttp.call("getItems", "<n xsi:type='soapenc:Array' soapenc:arrayType='xsd:int[2000000000,2]'>"
                    + "<i xsi:type='xsd:int'>1</i></n>"),
        };
        for (String request : requests) {
            RawHttp.Reply reply = assertTimeoutPreemptively(LoadedMachine.HANG_GUARD,
                    () -> RawHttp.post(server.endpoint(), request));
            assertEquals(500, reply.status(), reply.body());
        }
    }

    @Test
    void referenceCyclesGetAFaultAndTheServerGoesOn() throws Exception {
        // Unchecked, Axis replays #r1 into #r2 into #r1... until StackOverflowError drops the connection.
        String twoCycle = multiRefCall("<multiRef id='r1' soapenc:root='0' href='#r2'/>"
                + "<multiRef id='r2' soapenc:root='0' href='#r1'/>");
        String selfCycle = multiRefCall("<multiRef id='r1' soapenc:root='0'><x href='#r1'/></multiRef>");
        String soap12Cycle = multiRefCall("<multiRef id='r1' soapenc:root='0' enc:ref='r2'"
                + " xmlns:enc='http://www.w3.org/2003/05/soap-encoding'/><multiRef id='r2' soapenc:root='0' href='#r1'/>");
        for (String request : new String[] {twoCycle, selfCycle, soap12Cycle}) {
            assertClientFault(request, "cycle");
            aPlainCallIsAnswered();
        }
    }

    @Test
    void aDeepReferenceChainGetsAFault() throws Exception {
        StringBuilder chain = new StringBuilder();
        int links = MultiRefCheck.MAX_REFERENCE_CHAIN + 40;
        for (int i = 1; i < links; i++) {
            chain.append("<m id='r").append(i).append("' href='#r").append(i + 1).append("'/>");
        }
        chain.append("<m id='r").append(links).append("'>3</m>");
        assertClientFault(multiRefCall(chain.toString()), "deeper than " + MultiRefCheck.MAX_REFERENCE_CHAIN);
        aPlainCallIsAnswered();
    }

    @Test
    void deeplyNestedElementsGetAFault() throws Exception {
        int depth = MultiRefCheck.MAX_ELEMENT_DEPTH + 10;
        String nested = "<a>".repeat(depth) + "</a>".repeat(depth);
        assertClientFault(RawHttp.call("getString", "<n xsi:type='xsd:int'>1</n>" + nested),
                "deeper than " + MultiRefCheck.MAX_ELEMENT_DEPTH);
        aPlainCallIsAnswered();
    }

    @Test
    void faultsCarryNoStackTraceNorHostName() throws Exception {
        RawHttp.Reply reply = RawHttp.post(server.endpoint(), RawHttp.call("getString", "<n xsi:type='xsd:int'>-1</n>"));
        assertEquals(500, reply.status(), reply.body());
        assertTrue(reply.body().contains("must be 0 or more"), "the service's message: " + reply.body());
        assertFalse(reply.body().contains("stackTrace") || reply.body().contains("\tat ") || reply.body().contains("at org."),
                "a stack trace: " + reply.body());
        assertFalse(reply.body().contains("hostname"), "the host name: " + reply.body());
    }

    /** A getString whose argument is a reference into the given multiRef elements. */
    private static String multiRefCall(String multiRefs) {
        return RawHttp.envelope("<ns1:getString soapenv:encodingStyle='http://schemas.xmlsoap.org/soap/encoding/'"
                + " xmlns:ns1='urn:mwbench'><n href='#r1'/></ns1:getString>" + multiRefs);
    }

    private static void assertClientFault(String request, String reason) {
        RawHttp.Reply reply = assertTimeoutPreemptively(LoadedMachine.HANG_GUARD, () -> RawHttp.post(server.endpoint(), request));
        assertEquals(500, reply.status(), reply.body());
        assertTrue(reply.body().contains("Client</faultcode>") && reply.body().contains(reason), reply.body());
        assertFalse(reply.body().contains("stackTrace"), reply.body());
    }

    @Test
    void theWsdlIsServedAndOtherRequestsAreRefused() throws Exception {
        RawHttp.Reply wsdl = RawHttp.get(server.endpoint() + "?wsdl");
        assertEquals(200, wsdl.status(), wsdl.body());
        for (String operation : new String[] {"ping", "stamp", "getString", "getItems", "getCustomer", "getCustomers",
                "echoBytes", "cube", "echoShorts"}) {
            assertTrue(wsdl.body().contains("name=\"" + operation + "\""), operation + " in " + wsdl.body());
        }
        assertTrue(wsdl.body().contains("use=\"encoded\""), wsdl.body());
        assertFalse(wsdl.body().contains("\"hashCode\""), wsdl.body());
        assertEquals(405, RawHttp.get(server.endpoint()).status());
        assertEquals(404, RawHttp.post(server.endpoint().replace("/mwbench", "/AdminService"),
                RawHttp.call("ping", "")).status());
    }

    private static byte[] oversized() {
        String padding = "x".repeat((int) LIMIT);
        return RawHttp.call("getCustomer", "<id xsi:type='xsd:string'>" + padding + "</id>").getBytes(StandardCharsets.UTF_8);
    }
}
