package org.mwbench.plugins.grpc.direct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.grpc.GrpcDirectServer;

/** The byte counts of a fresh grpc-direct connection (the grpc plugin's test checks them closely). */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class GrpcDirectWireBytesTest {

    @Test
    void aPingAndACustomersCallShowPlausibleCounts() throws Exception {
        try (ServerHandle handle = new GrpcDirectServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new GrpcDirectClient().connect(handle.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            WireBytes wire = assertInstanceOf(WireBytes.class, connection);
            long sent0 = wire.bytesSent();
            long received0 = wire.bytesReceived();
            connection.ping();
            long pingSent = wire.bytesSent() - sent0;
            long pingReceived = wire.bytesReceived() - received0;
            assertTrue(pingSent > 0 && pingReceived > 0, "ping " + pingSent + " / " + pingReceived);

            long sent1 = wire.bytesSent();
            long received1 = wire.bytesReceived();
            assertEquals(8, connection.getCustomers(Conformance.SALES_REP, 8).length);
            long customersSent = wire.bytesSent() - sent1;
            long customersReceived = wire.bytesReceived() - received1;
            assertTrue(customersSent > 0, "getCustomers sent " + customersSent);
            assertTrue(customersReceived > pingReceived + 500, "getCustomers received " + customersReceived
                    + ", ping " + pingReceived);
        }
    }
}
