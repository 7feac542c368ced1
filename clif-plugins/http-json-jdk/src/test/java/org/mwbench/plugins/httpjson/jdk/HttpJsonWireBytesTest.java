package org.mwbench.plugins.httpjson.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.httpjson.HttpJsonCallException;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.HttpJsonServer;

/**
 * The client computes its wire bytes instead of counting them (java.net.http has no socket
 * hook): here the computed figures are checked against a relay that counts the real bytes.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class HttpJsonWireBytesTest {
    /** Every call here must be answered: the timeout is only a hang guard. */
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    @Test
    void pingAndCustomersShowPlausibleDeltas() throws Exception {
        try (ServerHandle handle = new HttpJsonServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new HttpJsonJdkClient().connect(handle.endpoint(), SETTINGS)) {
            WireBytes wire = (WireBytes) connection;
            assertEquals(0, wire.bytesSent(), "a fresh connection has sent nothing");
            connection.ping();
            long pingSent = wire.bytesSent();
            long pingReceived = wire.bytesReceived();
            // POST line, four headers and "[]"; a 204 with a Date header.
            assertTrue(pingSent > 100 && pingSent < 300, "ping sent " + pingSent);
            assertTrue(pingReceived > 40 && pingReceived < 200, "ping received " + pingReceived);
            connection.getCustomers("rep-7", 8);
            long customersSent = wire.bytesSent() - pingSent;
            long customersReceived = wire.bytesReceived() - pingReceived;
            assertTrue(customersSent > pingSent, "two arguments: " + customersSent);
            assertTrue(customersReceived > 10 * pingReceived, "eight customers as JSON: " + customersReceived);
        }
    }

    @Test
    void theComputedFiguresEqualTheBytesOnTheWire() throws Exception {
        ForwardingService failingOnce = new ForwardingService() {
            @Override
            public String getString(int n) {
                throw new IllegalStateException("no string today");
            }
        };
        try (ServerHandle handle = new HttpJsonServer().start(ServerSettings.loopback(), failingOnce);
             CountingRelay relay = new CountingRelay(HttpJsonEndpoint.parse(handle.endpoint()).port());
             BenchmarkConnection connection = new HttpJsonJdkClient()
                     .connect(new HttpJsonEndpoint("127.0.0.1", relay.port()).toString(), SETTINGS)) {
            WireBytes wire = (WireBytes) connection;
            connection.ping();
            assertSame("ping", relay, wire);
            connection.stamp(Long.MIN_VALUE);
            assertSame("stamp", relay, wire);
            connection.getCustomers("rep-7", 16);
            assertSame("getCustomers", relay, wire);
            connection.getCustomer("C-\u00C6r\u00F8 7");
            assertSame("getCustomer (UTF-8)", relay, wire);
            connection.echoBytes(ReferenceData.bytes(65_536));
            assertSame("echoBytes(64 KB)", relay, wire);
            assertThrows(HttpJsonCallException.class, () -> connection.getString(1));
            assertSame("a 500 reply", relay, wire);
        }
    }

    private static void assertSame(String after, CountingRelay relay, WireBytes wire) {
        assertEquals(relay.up(), wire.bytesSent(), "bytes sent after " + after);
        assertEquals(relay.down(), wire.bytesReceived(), "bytes received after " + after);
    }

    @Test
    void callsWithoutAReplyAreNotCounted() throws Exception {
        try (ServerHandle handle = new HttpJsonServer().start(ServerSettings.loopback(), new ReferenceService())) {
            BenchmarkConnection connection = new HttpJsonJdkClient().connect(handle.endpoint(), SETTINGS);
            try (connection) {
                handle.close();
                assertThrows(java.io.IOException.class, connection::ping);
                assertEquals(0, ((WireBytes) connection).bytesSent());
            }
        }
    }

    @Test
    void theCountsAreCumulativeAcrossOptions() throws Exception {
        try (ServerHandle handle = new HttpJsonServer().start(ServerSettings.loopback(), new ReferenceService());
             CountingRelay relay = new CountingRelay(HttpJsonEndpoint.parse(handle.endpoint()).port());
             BenchmarkConnection connection = new HttpJsonJdkClient().connect(
                     new HttpJsonEndpoint("127.0.0.1", relay.port()).toString(),
                     new ClientSettings(SETTINGS.callTimeout(), Map.of("bodyTimeout", "true")))) {
            for (int i = 0; i < 3; i++) {
                connection.getItems(32);
            }
            assertSame("three getItems with bodyTimeout", relay, (WireBytes) connection);
        }
    }
}
