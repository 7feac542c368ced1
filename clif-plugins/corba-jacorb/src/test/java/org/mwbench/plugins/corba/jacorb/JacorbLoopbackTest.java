package org.mwbench.plugins.corba.jacorb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.corba.jacorb.JacorbServer;

/**
 * JacORB's own short-cut, which the collocated plan shows: a JacORB server registers its
 * address in a registry static to JacORB's classes, and a JacORB client loaded by the same
 * class loader calls it through in-memory streams (IIOP loopback), never through a socket.
 * Such a connection has no bytes on the wire, and counts none.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class JacorbLoopbackTest {

    @Test
    void aServerInTheClientsClassLoaderIsCalledWithoutASocket() throws Exception {
        try (ServerHandle server = new JacorbServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new JacorbClient().connect(server.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            connection.ping();
            connection.getCustomers("rep-7", 8);
            WireBytes wire = connection.wireCounter().orElseThrow();
            assertEquals(0, wire.bytesSent(), "bytes sent");
            assertEquals(0, wire.bytesReceived(), "bytes received");
        }
    }
}
