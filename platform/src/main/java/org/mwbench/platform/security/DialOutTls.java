package org.mwbench.platform.security;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * TLS 1.3 for agents that dial out to their supervisor ({@code mwbench agent --connect}). The
 * supervisor listens with this process's {@link NodeTls} certificate. The agent cannot pin that
 * certificate beforehand, as a stub would, so it takes whichever one is presented and reports its
 * fingerprint; the fingerprint then enters the endpoint identity that the agent's handshake proof
 * covers ({@link org.mwbench.platform.control.StubIdentity#dialed}). A man in the middle presents
 * its own certificate, so the agent proves the secret for another identity than the supervisor
 * expects, and the supervisor refuses it: the pin is checked through the shared secret.
 */
public final class DialOutTls {

    private DialOutTls() {
    }

    /** A dialled connection and the fingerprint of the certificate its far end presented. */
    public record Dialled(SSLSocket socket, String serverFingerprint) {
    }

    /** The fingerprint of the certificate {@link #listen} presents: this process's. */
    public static String ownFingerprint() {
        return NodeTls.get().fingerprint();
    }

    /** A TLS 1.3 server socket with this process's certificate, bound to {@code bind}. */
    public static SSLServerSocket listen(InetAddress bind, int port) throws IOException {
        SSLServerSocket server = (SSLServerSocket) NodeTls.get().context().getServerSocketFactory()
                .createServerSocket(port, 64, bind);
        server.setEnabledProtocols(new String[] {NodeTls.PROTOCOL});
        server.setNeedClientAuth(false); // the agent proves the secret inside the tunnel, not with a certificate
        return server;
    }

    /**
     * Connects, within {@code timeoutMillis} for the TCP connect and the TLS handshake each, and
     * returns the socket with the server's fingerprint.
     */
    public static Dialled dial(String host, int port, int timeoutMillis) throws IOException {
        Socket plain = new Socket();
        try {
            plain.connect(new InetSocketAddress(host, port), timeoutMillis);
            plain.setSoTimeout(timeoutMillis);
            plain.setKeepAlive(true);
            SSLSocket tls = (SSLSocket) anyCertificate().getSocketFactory().createSocket(plain, host, port, true);
            tls.setEnabledProtocols(new String[] {NodeTls.PROTOCOL});
            tls.startHandshake();
            X509Certificate presented = (X509Certificate) tls.getSession().getPeerCertificates()[0];
            return new Dialled(tls, NodeTls.fingerprintOf(presented));
        } catch (IOException | RuntimeException e) {
            plain.close();
            throw e;
        } catch (GeneralSecurityException e) {
            plain.close();
            throw new IOException("cannot read the supervisor's certificate: " + e.getMessage(), e);
        }
    }

    /**
     * Closes a TLS connection without waiting long for the peer: closing, the JDK reads until the
     * peer's close_notify, under the socket's read timeout, and a peer that never answers would hold
     * the closing thread that long.
     */
    public static void close(Socket socket) {
        try {
            socket.setSoTimeout(CLOSE_MILLIS);
        } catch (IOException alreadyClosed) {
            // then closing is quick
        }
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing is all that is wanted
        }
    }

    /** How long closing waits for the peer's close_notify. */
    static final int CLOSE_MILLIS = 1000;

    private static SSLContext anyCertificate() throws IOException {
        try {
            SSLContext context = SSLContext.getInstance(NodeTls.PROTOCOL);
            context.init(null, new TrustManager[] {new RecordedTrust()}, new SecureRandom());
            return context;
        } catch (GeneralSecurityException e) {
            throw new IOException("cannot set up TLS: " + e.getMessage(), e);
        }
    }

    /** Accepts any server certificate: what it is, not who signed it, is checked by the handshake proof. */
    private static final class RecordedTrust implements X509TrustManager {
        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            if (chain == null || chain.length == 0) {
                throw new CertificateException("the supervisor presented no certificate");
            }
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            throw new CertificateException("a dialling agent trusts no clients");
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }
}
