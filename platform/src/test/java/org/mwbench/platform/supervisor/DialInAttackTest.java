package org.mwbench.platform.supervisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.agent.DialOutAgent;
import org.mwbench.platform.security.DialOutTls;
import org.mwbench.platform.security.Loopback;
import org.mwbench.platform.security.SharedSecret;

/**
 * The supervisor's dial-in port attacked by peers without the secret: strangers holding connections
 * open must not keep a lawful agent out, malformed announces are closed, and a relay that
 * terminates TLS with a certificate of its own cannot get an agent listed, even an agent holding
 * the secret, because the agent's proof names the certificate it was shown.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class DialInAttackTest {

    private static final java.time.Duration HANG_GUARD = java.time.Duration.ofSeconds(60);

    @TempDir
    Path dir;

    private final SharedSecret secret = DialOutAgentTest.newSecret();
    private final AgentDirectoryService directory = new AgentDirectoryService();
    private final List<Socket> strangers = new ArrayList<>();
    private DialInListener listener;
    private DialOutAgent agent;

    @BeforeEach
    void listen() throws IOException {
        listener = DialInListener.open(Loopback.ADDRESS, 0, directory, secret, 60_000);
    }

    @AfterEach
    void closeAll() throws IOException {
        for (Socket stranger : strangers) {
            stranger.close();
        }
        if (agent != null) {
            agent.close();
        }
        listener.close();
    }

    private DialOutAgent dialOut(int port) throws Exception {
        return new DialOutAgent("agent-d", secret, "127.0.0.1", port, dir.resolve("work"), Loopback.ADDRESS, 5000,
                java.time.Duration.ofSeconds(10));
    }

    @Test
    void strangersHoldingConnectionsOpenDoNotKeepALawfulAgentOut() throws Exception {
        for (int i = 0; i < 3 * DialInListener.UNPROVEN_AT_ONCE; i++) {
            if (i % 2 == 0) {
                strangers.add(new Socket(Loopback.ADDRESS, listener.port())); // no TLS at all
            } else {
                strangers.add(DialOutTls.dial("127.0.0.1", listener.port(), 10_000).socket()); // TLS, then silence
            }
        }
        agent = dialOut(listener.port());
        assertEquals(Set.of(), directory.awaitAgents(Set.of("agent-d"), HANG_GUARD));
        for (Socket stranger : strangers) {
            stranger.setSoTimeout((int) HANG_GUARD.toMillis());
            assertEquals(-1, readOrEnd(stranger), "every stranger is closed, by eviction or its deadline");
        }
    }

    @Test
    void malformedAnnouncesAreClosed() throws Exception {
        byte[][] announces = {
            "GET / HTTP/1.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII),
            {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff}, // 2 GiB announce
            {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 'a', 0x1b}, // a terminal escape in the name
            {1, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0}, // a HELLO, which only a supervisor sends
        };
        for (byte[] announce : announces) {
            SSLSocket socket = DialOutTls.dial("127.0.0.1", listener.port(), 10_000).socket();
            strangers.add(socket);
            socket.getOutputStream().write(announce);
            socket.getOutputStream().flush();
            socket.setSoTimeout((int) HANG_GUARD.toMillis());
            assertEquals(-1, readOrEnd(socket), "closed: " + new String(announce, StandardCharsets.ISO_8859_1));
        }
        assertTrue(directory.names().isEmpty());
    }

    @Test
    void aRelayTerminatingTlsWithItsOwnCertificateGetsNoAgentListed() throws Exception {
        try (TlsRelay relay = new TlsRelay(listener.port())) {
            agent = dialOut(relay.port());
            // A lower bound: the agent dials through the relay every half second, and is refused each time.
            assertEquals(Set.of("agent-d"), directory.awaitAgents(Set.of("agent-d"), java.time.Duration.ofSeconds(4)));
            assertTrue(relay.relayed() > 0, "the agent did go through the relay");
        }
    }

    private static int readOrEnd(Socket socket) {
        try {
            InputStream in = socket.getInputStream();
            while (in.read() >= 0) {
                // a server hello, then the close
            }
            return -1;
        } catch (IOException closed) {
            return -1; // reset or TLS alert: closed as well
        }
    }

    /**
     * A man in the middle: it terminates the agent's TLS with a certificate of its own, dials the
     * supervisor itself, and passes the plaintext on both ways, unaltered.
     */
    private static final class TlsRelay implements AutoCloseable {
        private final SSLServerSocket server;
        private final int target;
        private final List<Socket> sockets = new java.util.concurrent.CopyOnWriteArrayList<>();
        private volatile int relayed;

        TlsRelay(int target) throws Exception {
            this.target = target;
            this.server = (SSLServerSocket) ownContext().getServerSocketFactory()
                    .createServerSocket(0, 50, InetAddress.getLoopbackAddress());
            Thread acceptor = new Thread(this::accept, "test-tls-relay");
            acceptor.setDaemon(true);
            acceptor.start();
        }

        int port() {
            return server.getLocalPort();
        }

        int relayed() {
            return relayed;
        }

        private void accept() {
            while (!server.isClosed()) {
                try {
                    Socket in = server.accept();
                    Socket out = DialOutTls.dial("127.0.0.1", target, 10_000).socket();
                    out.setSoTimeout(0);
                    sockets.add(in);
                    sockets.add(out);
                    relayed++;
                    pipe(in, out);
                    pipe(out, in);
                } catch (IOException e) {
                    // closed
                }
            }
        }

        private void pipe(Socket from, Socket to) {
            Thread thread = new Thread(() -> {
                try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                    byte[] buffer = new byte[8192];
                    for (int n; (n = in.read(buffer)) >= 0; ) {
                        out.write(buffer, 0, n);
                        out.flush();
                    }
                } catch (IOException e) {
                    // cut
                } finally {
                    DialOutTls.close(from);
                    DialOutTls.close(to);
                }
            }, "test-tls-relay-pipe");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void close() throws IOException {
            server.close();
            sockets.forEach(DialOutTls::close);
        }

        private static SSLContext ownContext() throws Exception {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(256);
            KeyPair keys = generator.generateKeyPair();
            X500Name name = new X500Name("CN=relay");
            long now = System.currentTimeMillis();
            Certificate certificate = new JcaX509CertificateConverter().getCertificate(new JcaX509v3CertificateBuilder(
                    name, new BigInteger(64, new SecureRandom()), new Date(now - 86_400_000L),
                    new Date(now + 86_400_000L), name, keys.getPublic())
                    .build(new JcaContentSignerBuilder("SHA256withECDSA").build(keys.getPrivate())));
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("relay", keys.getPrivate(), new char[0], new Certificate[] {certificate});
            KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keyManagers.init(store, new char[0]);
            SSLContext context = SSLContext.getInstance("TLSv1.3");
            context.init(keyManagers.getKeyManagers(), null, new SecureRandom());
            return context;
        }
    }
}
