package org.mwbench.plugins.soap.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import jakarta.xml.ws.WebServiceException;
import jakarta.xml.ws.soap.SOAPFaultException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.RejectsNegativeLengths;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.soap.jaxws.SoapEndpoint;
import org.mwbench.servers.soap.jaxws.SoapJaxwsServer;

/** What connect checks, and how failures reach the caller. */
class SoapJaxwsClientTest {
    /** For a connect that must time out. */
    private static final ClientSettings SHORT = ClientSettings.withTimeout(Duration.ofMillis(800));
    /**
     * For calls the test expects answered, or failed for another reason than time (a refusal, a
     * malformed endpoint, another service): only a hang guard, since connect calls the server
     * and a loaded machine's first call may take seconds.
     */
    private static final ClientSettings ANSWERED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeouts here and 30 s at least.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @Test
    void aMalformedEndpointIsRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new SoapJaxwsClient().connect("rmi://127.0.0.1:1099/x", ANSWERED));
        assertTrue(refused.getMessage().contains("http://HOST:PORT/mwbench"), refused.getMessage());
    }

    @Test
    void unknownOptionsAreRefused() {
        ClientSettings settings = new ClientSettings(ANSWERED.callTimeout(), Map.of("chunked", "yes"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new SoapJaxwsClient().connect("http://127.0.0.1:1/mwbench", settings));
        assertTrue(refused.getMessage().contains("chunked"), refused.getMessage());
    }

    @Test
    void connectFailsAtOnceWhenNothingListens() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = free.getLocalPort();
        }
        String endpoint = new SoapEndpoint(ServerSettings.LOOPBACK, port).toString();
        assertThrows(ConnectException.class, () -> new SoapJaxwsClient().connect(endpoint, ANSWERED));
    }

    @Test
    void connectGivesUpOnASilentPeerWithinTheTimeout() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 8, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        @SuppressWarnings({"resource", "unused"}) // held open, never answered
                        Socket held = silent.accept();
                    }
                } catch (Exception e) {
                    // closed
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            String endpoint = new SoapEndpoint(ServerSettings.LOOPBACK, silent.getLocalPort()).toString();
            assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(SocketTimeoutException.class,
                    () -> new SoapJaxwsClient().connect(endpoint, SHORT)));
        }
    }

    @Test
    void connectRefusesAServerThatIsNotThisService() throws Exception {
        HttpServer other = HttpServer.create(new InetSocketAddress(InetAddress.getByName(ServerSettings.LOOPBACK), 0), 0);
        other.createContext("/mwbench", exchange -> {
            byte[] page = "<html>hello</html>".getBytes(java.nio.charset.StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, page.length);
            exchange.getResponseBody().write(page);
            exchange.close();
        });
        other.start();
        try {
            String endpoint = new SoapEndpoint(ServerSettings.LOOPBACK, other.getAddress().getPort()).toString();
            WebServiceException refused = assertThrows(WebServiceException.class,
                    () -> new SoapJaxwsClient().connect(endpoint, ANSWERED));
            assertTrue(refused.getMessage().contains("not the mwbench soap-jaxws service"), refused.getMessage());
        } finally {
            other.stop(0);
        }
    }

    @Test
    void aTimedOutCallFailsWithTheReadTimeoutAndIsNotSentTwice() throws Exception {
        AtomicInteger pings = new AtomicInteger();
        BenchmarkService frozen = new ForwardingService() {
            @Override
            public void ping() throws Exception {
                pings.incrementAndGet();
                Thread.sleep(3_000);
            }
        };
        // The connect under the 1 s timeout calls the server too, and must be answered: the JVM's
        // and the server's first connect, which a loaded machine may make take seconds, is made
        // before with the answered timeout, so that it is warm (300 ms failed a loaded machine).
        Duration timeout = Duration.ofSeconds(1);
        try (ServerHandle handle = new SoapJaxwsServer().start(ServerSettings.loopback(), frozen)) {
            try (BenchmarkConnection cold = new SoapJaxwsClient().connect(handle.endpoint(), ANSWERED)) {
                cold.stamp(1);
            }
            timedOutPingIsSentOnce(handle, timeout, pings);
        }
    }

    /** A ping the server holds past {@code timeout}, on a connection with that timeout: it fails, and was sent once. */
    private static void timedOutPingIsSentOnce(ServerHandle handle, Duration timeout, AtomicInteger pings) throws Exception {
        try (BenchmarkConnection connection = new SoapJaxwsClient().connect(handle.endpoint(),
                ClientSettings.withTimeout(timeout))) {
            long started = System.nanoTime();
            WebServiceException failure = assertThrows(WebServiceException.class, connection::ping);
            long waitedMillis = (System.nanoTime() - started) / 1_000_000;
            assertTrue(failure.getCause() instanceof SocketTimeoutException, failure.toString());
            // the read timeout ended it, not before (a load only makes it later)
            assertTrue(waitedMillis >= timeout.toMillis() - 50, "waited " + waitedMillis + " ms");
            Thread.sleep(500);
            assertEquals(1, pings.get(), "the JDK must not resend a timed-out POST");
        }
    }

    @Test
    void aServiceFailureArrivesAsASoapFaultAndTheConnectionGoesOn() throws Exception {
        BenchmarkService failsOnNegatives = new RejectsNegativeLengths();
        try (ServerHandle handle = new SoapJaxwsServer().start(ServerSettings.loopback(), failsOnNegatives);
             BenchmarkConnection connection = new SoapJaxwsClient().connect(handle.endpoint(), ANSWERED)) {
            SOAPFaultException failure = assertThrows(SOAPFaultException.class, () -> connection.getString(-1));
            assertTrue(failure.getMessage().contains("no string of -1 characters"), failure.getMessage());
            assertEquals(3, connection.getString(3).length());
            assertTrue(connection.toString().contains(handle.endpoint()), connection.toString());
        }
    }
}
