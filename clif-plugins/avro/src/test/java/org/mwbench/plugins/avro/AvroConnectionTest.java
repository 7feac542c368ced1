package org.mwbench.plugins.avro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import org.apache.avro.AvroRuntimeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.avro.AvroServer;

/** What the Avro client does beyond the kits: its handshake bound, size refusals, endpoints and options. */
@Timeout(120)
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class AvroConnectionTest {
    /** For calls that must be answered, or fail for another reason than time: only a hang guard. */
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    private static ServerHandle startServer() throws Exception {
        return new AvroServer().start(ServerSettings.loopback(), new ReferenceService());
    }

    /**
     * A request above the server's 1 MiB limit is answered with Avro's own SystemLimitException
     * (as Avro's system error), not by a dropped connection, and the connection goes on.
     */
    @Test
    void aRequestAboveTheServersLimitGetsAvrosLimitErrorAndTheConnectionGoesOn() throws Exception {
        try (ServerHandle handle = startServer();
             BenchmarkConnection connection = new AvroClient().connect(handle.endpoint(), SETTINGS)) {
            byte[] huge = ReferenceData.bytes(AvroServer.MAX_REQUEST_BYTES + 1);
            AvroRuntimeException refused = assertThrows(AvroRuntimeException.class, () -> connection.echoBytes(huge));
            assertTrue(refused.getMessage().contains("SystemLimitException")
                    && refused.getMessage().contains("at most " + AvroServer.MAX_REQUEST_BYTES + " bytes"), refused.getMessage());
            byte[] small = ReferenceData.bytes(1000);
            assertArrayEquals(small, connection.echoBytes(small), "the connection after the refusal");
        }
    }

    /** A peer that accepts TCP but never answers fails connect's handshake at the call timeout, with the reason. */
    @Test
    void aPeerThatNeverAnswersFailsTheHandshakeAtTheCallTimeout() throws Exception {
        try (ServerSocket mute = new ServerSocket(0, 50, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            Thread acceptor = new Thread(() -> {
                try (Socket accepted = mute.accept()) {
                    accepted.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
                } catch (IOException e) {
                    // the test closed the socket
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            long started = System.nanoTime();
            TimeoutException failure = assertThrows(TimeoutException.class, () -> new AvroClient().connect(
                    "avro://127.0.0.1:" + mute.getLocalPort(), ClientSettings.withTimeout(Duration.ofSeconds(1))).close());
            long waitedMillis = (System.nanoTime() - started) / 1_000_000;
            assertTrue(waitedMillis >= 500, "gave up after " + waitedMillis + " ms");
            assertTrue(failure.getMessage().contains("no Avro handshake"), failure.getMessage());
        }
    }

    /**
     * After its server went away, Avro reconnects on the next call and sends the handshake with it,
     * then waits for the reply without limit while holding its handshake lock. A peer at the address
     * that accepts TCP but never answers must fail that call at the call timeout instead.
     */
    @Test
    void aCallThatReconnectsToAPeerThatNeverAnswersFailsAtTheCallTimeout() throws Exception {
        ServerHandle server = startServer();
        int port = Integer.parseInt(server.endpoint().substring(server.endpoint().lastIndexOf(':') + 1));
        // One connection answers, then meets the mute peer: its timeout must let a handshake through
        // and fire for the mute peer, which the test waits out once. The JVM's and the server's
        // first handshake (class loading, Netty's event loops), which a loaded machine may make take
        // seconds, is made before with the answered timeout; 10 s is left for a warm one.
        try (BenchmarkConnection cold = new AvroClient().connect(server.endpoint(), SETTINGS)) {
            cold.ping();
        }
        ClientSettings tenSeconds = ClientSettings.withTimeout(Duration.ofSeconds(10));
        try (BenchmarkConnection connection = new AvroClient().connect(server.endpoint(), tenSeconds)) {
            connection.ping();
            server.close();
            try (ServerSocket mute = new ServerSocket()) {
                mute.setReuseAddress(true);
                mute.bind(new java.net.InetSocketAddress(InetAddress.getByName(ServerSettings.LOOPBACK), port));
                acceptAndNeverAnswer(mute);
                Exception last = null;
                // the first call after the close may still meet the dropped connection (an IOException)
                for (int call = 0; call < 3 && !(last instanceof TimeoutException); call++) {
                    last = assertThrows(Exception.class, connection::ping);
                }
                assertTrue(last instanceof TimeoutException && last.getMessage().contains("no Avro handshake"),
                        String.valueOf(last));
            }
        } finally {
            server.close();
        }
    }

    /** Accepts connections on a daemon thread and reads them to their end, answering nothing. */
    private static void acceptAndNeverAnswer(ServerSocket mute) {
        Thread acceptor = new Thread(() -> {
            while (!mute.isClosed()) {
                try {
                    Socket accepted = mute.accept();
                    Thread reader = new Thread(() -> {
                        try (accepted) {
                            accepted.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
                        } catch (IOException e) {
                            // the peer went away
                        }
                    });
                    reader.setDaemon(true);
                    reader.start();
                } catch (IOException e) {
                    return; // the test closed the socket
                }
            }
        });
        acceptor.setDaemon(true);
        acceptor.start();
    }

    @Test
    void aRefusedConnectionFailsWithAvrosIoException() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = free.getLocalPort();
        }
        IOException failure = assertThrows(IOException.class,
                () -> new AvroClient().connect("avro://127.0.0.1:" + port, SETTINGS).close());
        assertTrue(failure.getMessage().contains("127.0.0.1:" + port), failure.getMessage());
    }

    @Test
    void endpointsAndOptionsAreChecked() {
        AvroClient client = new AvroClient();
        assertThrows(IllegalArgumentException.class, () -> client.connect("tcp://127.0.0.1:4000", SETTINGS));
        assertThrows(IllegalArgumentException.class, () -> client.connect("avro://127.0.0.1", SETTINGS));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> client.connect(
                "avro://127.0.0.1:4000", new ClientSettings(SETTINGS.callTimeout(), Map.of("no-such-option", "1"))));
        assertTrue(unknown.getMessage().contains("no-such-option"), unknown.getMessage());
    }

    @Test
    void theLibraryNamesAvroAndItsVersion() {
        assertEquals("Avro IPC 1.12.0 (Netty)", new AvroClient().library());
    }
}
