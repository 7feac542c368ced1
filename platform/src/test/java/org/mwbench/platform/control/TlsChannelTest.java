package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.rmi.server.RMIClientSocketFactory;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.security.NodeTls;
import org.mwbench.platform.security.PinnedTlsClientSocketFactory;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.security.TimeoutClientSocketFactory;

/**
 * Off loopback the control plane speaks TLS 1.3 to a certificate pinned through the shared secret.
 * Tested on loopback with TLS forced: the path is the same, only the address differs.
 */
class TlsChannelTest {

    private final SharedSecret secret = ExportedControl.newSecret();

    @Test
    void aTlsEndpointServesSealedCallsAndItsStubPinsItsCertificate() throws Exception {
        try (ExportedControl exported = new ExportedControl(secret, 5000, true)) {
            assertEquals("over TLS", exported.connect(secret).echo("over TLS"));
            assertTrue(String.valueOf(exported.stub).contains(NodeTls.get().fingerprint().substring(0, 12)),
                    "the stub carries the pin: " + exported.stub);
        }
    }

    @Test
    void itSpeaksTls13AndNothingElse() throws Exception {
        try (ExportedControl exported = new ExportedControl(secret, 5000, true)) {
            int port = port(exported.stub);
            PinnedTlsClientSocketFactory pinned = new PinnedTlsClientSocketFactory(NodeTls.get().fingerprint(),
                    new TimeoutClientSocketFactory(2000, 2000));
            try (SSLSocket socket = (SSLSocket) pinned.createSocket("127.0.0.1", port)) {
                assertEquals("TLSv1.3", socket.getSession().getProtocol());
            }
            // Plain JRMP, as an eavesdropper-friendly client would speak it, gets no answer.
            try (Socket plain = new TimeoutClientSocketFactory(2000, 2000).createSocket("127.0.0.1", port)) {
                OutputStream out = plain.getOutputStream();
                out.write(new byte[] {'J', 'R', 'M', 'I', 0, 2, 0x4b});
                out.flush();
                InputStream in = plain.getInputStream();
                int first;
                try {
                    first = in.read();
                } catch (IOException closed) {
                    first = -1;
                }
                assertTrue(first == -1 || first == 0x15, "a TLS endpoint answered plain JRMP with byte " + first);
            }
        }
    }

    /** A man in the middle must present its own certificate, which the pin refuses. */
    @Test
    void anotherCertificateThanThePinnedOneIsRefused() throws Exception {
        try (ExportedControl exported = new ExportedControl(secret, 5000, true)) {
            RMIClientSocketFactory wrongPin = new PinnedTlsClientSocketFactory("00".repeat(32),
                    new TimeoutClientSocketFactory(2000, 2000));
            assertThrows(SSLHandshakeException.class, () -> wrongPin.createSocket("127.0.0.1", port(exported.stub)).close());
        }
    }

    private static int port(ControlChannel stub) {
        String endpoint = StubIdentity.describe(stub);
        return Integer.parseInt(endpoint.substring(endpoint.lastIndexOf(':') + 1));
    }
}
