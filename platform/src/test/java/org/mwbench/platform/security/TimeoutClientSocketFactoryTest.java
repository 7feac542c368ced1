package org.mwbench.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.rmi.RemoteException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;

class TimeoutClientSocketFactoryTest {

    @Test
    void connectingToAClosedPortFailsFast() throws IOException {
        int closedPort;
        try (ServerSocket probe = new ServerSocket(0, 1, Loopback.ADDRESS)) {
            closedPort = probe.getLocalPort();
        }
        TimeoutClientSocketFactory factory = new TimeoutClientSocketFactory(2000, 2000);

        // Refused, not timed out: a ConnectException, where a wait would end in a SocketTimeoutException.
        assertTimeoutPreemptively(LoadedMachine.hangGuard(Duration.ofMillis(2000)),
                () -> assertThrows(ConnectException.class, () -> factory.createSocket("127.0.0.1", closedPort).close()));
    }

    /**
     * A listener whose accept queue is full drops new SYNs, which is what an overloaded or firewalled
     * host looks like: without a connect timeout the caller would wait for the kernel's retries.
     */
    @Test
    void connectToAHostThatNeverAnswersTimesOut() throws IOException {
        List<Socket> filling = new ArrayList<>();
        try (ServerSocket neverAccepts = new ServerSocket(0, 1, Loopback.ADDRESS)) {
            InetSocketAddress target = new InetSocketAddress(Loopback.ADDRESS, neverAccepts.getLocalPort());
            boolean queueFull = false;
            for (int i = 0; i < 16 && !queueFull; i++) {
                Socket s = new Socket();
                try {
                    s.connect(target, 300);
                    filling.add(s);
                } catch (SocketTimeoutException expected) {
                    s.close();
                    queueFull = true;
                }
            }
            Assumptions.assumeTrue(queueFull, "this TCP stack answers SYNs beyond the backlog; cannot simulate a silent host");
            TimeoutClientSocketFactory factory = new TimeoutClientSocketFactory(500, 5000);
            long start = System.nanoTime();

            // Without the connect timeout the kernel's SYN retries would take about two minutes.
            assertTimeoutPreemptively(LoadedMachine.hangGuard(Duration.ofMillis(500)), () -> assertThrows(
                    SocketTimeoutException.class, () -> factory.createSocket("127.0.0.1", target.getPort()).close()));

            long elapsedMillis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(elapsedMillis >= 450, "gave up before its connect timeout, after " + elapsedMillis + " ms");
        } finally {
            for (Socket s : filling) {
                s.close();
            }
        }
    }

    @Test
    void socketsCarryTheConfiguredOptions() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, Loopback.ADDRESS);
                Socket socket = new TimeoutClientSocketFactory(1000, 1234).createSocket("127.0.0.1", server.getLocalPort())) {
            assertEquals(1234, socket.getSoTimeout());
            assertTrue(socket.getTcpNoDelay());
        }
    }

    @Test
    void valueSemanticsLetRmiReuseConnections() throws Exception {
        TimeoutClientSocketFactory a = new TimeoutClientSocketFactory(1000, 2000);

        assertEquals(a, new TimeoutClientSocketFactory(1000, 2000));
        assertEquals(a.hashCode(), new TimeoutClientSocketFactory(1000, 2000).hashCode());
        assertNotEquals(a, new TimeoutClientSocketFactory(1000, 2001));
        assertNotEquals(a, new TimeoutClientSocketFactory(999, 2000));
        assertEquals("TimeoutClientSocketFactory[connect=1000 ms, read=2000 ms]", a.toString());
        assertEquals(a, SerialFiltersTest.filteredCopy(a), "travels inside stubs, so it must pass the filter");
        assertThrows(IllegalArgumentException.class, () -> new TimeoutClientSocketFactory(0, 1000));
        assertThrows(IllegalArgumentException.class, () -> new TimeoutClientSocketFactory(1000, -1));
    }

    private static final ConnectionDeadlines DEADLINES = new ConnectionDeadlines(1000, 10_000);

    @Test
    void boundServerSocketFactoryBindsOnlyTheGivenAddress() throws IOException {
        BoundServerSocketFactory factory = new BoundServerSocketFactory(Loopback.ADDRESS, DEADLINES, null);
        try (ServerSocket server = factory.createServerSocket(0)) {
            assertEquals(Loopback.ADDRESS, server.getInetAddress());
        }
        assertEquals(factory, new BoundServerSocketFactory(Loopback.ADDRESS, DEADLINES, null));
        assertEquals(factory.hashCode(), new BoundServerSocketFactory(Loopback.ADDRESS, DEADLINES, null).hashCode());
        assertNotEquals(factory, new BoundServerSocketFactory(
                java.net.InetAddress.getByAddress(new byte[] {0, 0, 0, 0}), DEADLINES, null));
        assertNotEquals(factory, new BoundServerSocketFactory(Loopback.ADDRESS, DEADLINES, NodeTls.get().context()));
    }

    /** A peer that connects and sends nothing must not keep the connection, its thread and its buffer. */
    @Test
    void acceptedConnectionsTimeOutWhenIdle() throws Exception {
        BoundServerSocketFactory factory =
                new BoundServerSocketFactory(Loopback.ADDRESS, new ConnectionDeadlines(300, 10_000), null);
        try (ServerSocket server = factory.createServerSocket(0);
                Socket idle = new Socket(Loopback.ADDRESS, server.getLocalPort());
                Socket accepted = server.accept()) {
            long start = System.nanoTime();
            assertTimeoutPreemptively(LoadedMachine.hangGuard(Duration.ofMillis(300)),
                    () -> assertThrows(SocketTimeoutException.class, () -> accepted.getInputStream().read()));
            long elapsedMillis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(elapsedMillis >= 250, "timed out too early, after " + elapsedMillis + " ms");
        }
    }

}
