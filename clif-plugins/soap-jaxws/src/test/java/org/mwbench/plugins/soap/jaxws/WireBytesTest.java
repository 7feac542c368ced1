package org.mwbench.plugins.soap.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.RejectsNegativeLengths;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireDelta;
import org.mwbench.servers.soap.jaxws.SoapEndpoint;
import org.mwbench.servers.soap.jaxws.SoapJaxwsServer;

/**
 * The connection's wire counts: plausible on their own, and equal to the bytes a relay sees on
 * the socket, headers and chunk framing included, for small and large calls in both
 * directions.
 */
class WireBytesTest {
    /** Every call here must be answered: the timeout is only a hang guard. */
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    @Test
    void pingAndGetCustomersShowPlausibleCounts() throws Exception {
        try (ServerHandle handle = new SoapJaxwsServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new SoapJaxwsClient().connect(handle.endpoint(), SETTINGS)) {
            WireBytes wire = (WireBytes) connection;
            WireDelta ping = WireDelta.of(wire, connection::ping);
            WireDelta customers = WireDelta.of(wire, () -> connection.getCustomers(Conformance.SALES_REP, 8));
            // A ping is an empty envelope each way plus HTTP heads: a few hundred bytes.
            assertTrue(ping.sent() > 200 && ping.sent() < 1_000, "ping sent " + ping.sent());
            assertTrue(ping.received() > 200 && ping.received() < 1_000, "ping received " + ping.received());
            assertTrue(customers.sent() > ping.sent(), "getCustomers sent " + customers.sent() + ", ping " + ping.sent());
            assertTrue(customers.received() > 4 * ping.received(),
                    "getCustomers received " + customers.received() + ", ping " + ping.received());
        }
    }

    @Test
    void countsEqualTheBytesOnTheSocket() throws Exception {
        BenchmarkService failsOnNegatives = new RejectsNegativeLengths();
        try (ServerHandle handle = new SoapJaxwsServer().start(ServerSettings.loopback(), failsOnNegatives);
             ByteRelay relay = new ByteRelay("127.0.0.1", SoapEndpoint.parse(handle.endpoint()).port());
             BenchmarkConnection connection = new SoapJaxwsClient().connect(
                     new SoapEndpoint("127.0.0.1", relay.port()).toString(), SETTINGS)) {
            WireBytes wire = (WireBytes) connection;
            assertSameAsRelay(wire, relay, "ping", () -> connection.ping());
            assertSameAsRelay(wire, relay, "stamp", () -> connection.stamp(Long.MIN_VALUE));
            assertSameAsRelay(wire, relay, "getCustomers(8)", () -> connection.getCustomers(Conformance.SALES_REP, 8));
            assertSameAsRelay(wire, relay, "getCustomers(0)", () -> connection.getCustomers(Conformance.SALES_REP, 0));
            assertSameAsRelay(wire, relay, "getString(8192)", () -> connection.getString(8192));
            assertSameAsRelay(wire, relay, "getItems(32)", () -> connection.getItems(32));
            assertSameAsRelay(wire, relay, "echoBytes(65536)", () -> connection.echoBytes(ReferenceData.bytes(65_536)));
            assertSameAsRelay(wire, relay, "echoBytes(3072)", () -> connection.echoBytes(ReferenceData.bytes(3072)));
            assertSameAsRelay(wire, relay, "a SOAP fault", () -> assertThrows(Exception.class, () -> connection.getString(-1)));
            assertSameAsRelay(wire, relay, "ping after a fault", () -> connection.ping());
        }
    }

    private static void assertSameAsRelay(WireBytes wire, ByteRelay relay, String call, WireDelta.Call body)
            throws Exception {
        long relaySent = relay.toServer();
        long relayReceived = relay.toClient();
        WireDelta counted = WireDelta.of(wire, body);
        assertEquals(relay.toServer() - relaySent, counted.sent(), call + ": bytes sent");
        assertEquals(relay.toClient() - relayReceived, counted.received(), call + ": bytes received");
    }
}
