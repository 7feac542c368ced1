package org.mwbench.platform.security;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.Date;
import java.util.HexFormat;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * This process's TLS identity when its control plane listens off loopback: an ephemeral EC P-256
 * key pair and a self-signed certificate, made once per process and never written to disk.
 *
 * <p>No certificate authority vouches for it. Callers pin it instead: its SHA-256 fingerprint
 * travels inside the stub's {@link PinnedTlsClientSocketFactory}, and the stub's identity, which
 * includes that factory, is covered by the MAC of the handshake (keyed by the shared secret). A man
 * in the middle would have to present another certificate, hence another fingerprint, hence another
 * identity than the one the real endpoint proves.
 */
public final class NodeTls {

    /** TLS 1.3 only: every JDK mwbench runs on has it, and it drops the older suites' pitfalls. */
    static final String PROTOCOL = "TLSv1.3";

    private static NodeTls instance;

    private final SSLContext context;
    private final String fingerprint;

    private NodeTls(SSLContext context, String fingerprint) {
        this.context = context;
        this.fingerprint = fingerprint;
    }

    /** The process's identity, made on first use (about 50 ms, paid only by endpoints off loopback). */
    public static synchronized NodeTls get() {
        if (instance == null) {
            instance = create();
        }
        return instance;
    }

    SSLContext context() {
        return context;
    }

    /** Lower-case hex SHA-256 of the certificate's DER encoding, what callers pin. */
    public String fingerprint() {
        return fingerprint;
    }

    static String fingerprintOf(Certificate certificate) throws GeneralSecurityException {
        return HexFormat.of().formatHex(MacKey.sha256(certificate.getEncoded()));
    }

    private static NodeTls create() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(256);
            KeyPair keys = generator.generateKeyPair();
            X509Certificate certificate = selfSigned(keys);
            char[] password = new char[0]; // the key store lives in memory only
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("node", keys.getPrivate(), password, new Certificate[] {certificate});
            KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keyManagers.init(store, password);
            SSLContext context = SSLContext.getInstance(PROTOCOL);
            context.init(keyManagers.getKeyManagers(), null, new SecureRandom());
            return new NodeTls(context, fingerprintOf(certificate));
        } catch (GeneralSecurityException | java.io.IOException | OperatorCreationException e) {
            throw new IllegalStateException("cannot make this node's TLS certificate: " + e, e);
        }
    }

    private static X509Certificate selfSigned(KeyPair keys) throws OperatorCreationException, GeneralSecurityException {
        X500Name name = new X500Name("CN=mwbench node");
        long now = System.currentTimeMillis();
        // Valid from a day back, for clocks a little behind; for a year, far beyond any process's life.
        Date from = new Date(now - 86_400_000L);
        Date to = new Date(now + 365L * 86_400_000L);
        BigInteger serial = new BigInteger(64, new SecureRandom());
        JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(name, serial, from, to, name, keys.getPublic());
        return new JcaX509CertificateConverter().getCertificate(
                builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(keys.getPrivate())));
    }
}
