package org.mwbench.platform.security;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.net.Socket;
import java.rmi.server.RMIClientSocketFactory;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.Objects;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * Client sockets for a control endpoint off loopback: TLS 1.3 to exactly the certificate whose
 * fingerprint this factory carries, over a {@link TimeoutClientSocketFactory}'s bounded connect and
 * read. It travels inside the endpoint's stub; why that pin can be trusted is told in {@link NodeTls}.
 * Value semantics, because RMI pools connections per equal factory.
 */
public final class PinnedTlsClientSocketFactory implements RMIClientSocketFactory, Serializable {

    private static final long serialVersionUID = 1L;

    private final String fingerprint;
    private final TimeoutClientSocketFactory plain;

    public PinnedTlsClientSocketFactory(String fingerprint, TimeoutClientSocketFactory plain) {
        this.fingerprint = Objects.requireNonNull(fingerprint, "fingerprint");
        this.plain = Objects.requireNonNull(plain, "plain");
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        Socket socket = plain.createSocket(host, port);
        try {
            SSLSocket tls = (SSLSocket) pinnedContext().getSocketFactory().createSocket(socket, host, port, true);
            tls.setEnabledProtocols(new String[] {NodeTls.PROTOCOL});
            tls.startHandshake(); // bounded by the plain socket's read timeout
            return tls;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    private SSLContext pinnedContext() throws IOException {
        try {
            SSLContext context = SSLContext.getInstance(NodeTls.PROTOCOL);
            context.init(null, new TrustManager[] {new PinnedTrust(fingerprint)}, new SecureRandom());
            return context;
        } catch (GeneralSecurityException e) {
            throw new IOException("cannot set up TLS: " + e.getMessage(), e);
        }
    }

    /** Trusts one certificate, named by its fingerprint; no chain, no authority, no host name. */
    private record PinnedTrust(String fingerprint) implements X509TrustManager {
        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            try {
                if (chain == null || chain.length == 0 || !NodeTls.fingerprintOf(chain[0]).equals(fingerprint)) {
                    throw new CertificateException("the control endpoint presented another certificate than the one"
                            + " its stub pins (" + fingerprint.substring(0, 12) + "...)");
                }
            } catch (GeneralSecurityException e) {
                throw new CertificateException(e);
            }
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            throw new CertificateException("a client socket factory trusts no clients");
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (fingerprint == null || !fingerprint.matches("[0-9a-f]{64}") || plain == null) {
            throw new InvalidObjectException("a malformed pinned TLS socket factory");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PinnedTlsClientSocketFactory other && fingerprint.equals(other.fingerprint)
                && plain.equals(other.plain);
    }

    @Override
    public int hashCode() {
        return 31 * fingerprint.hashCode() + plain.hashCode();
    }

    @Override
    public String toString() {
        return "PinnedTlsClientSocketFactory[" + fingerprint.substring(0, 12) + ", " + plain + "]";
    }
}
