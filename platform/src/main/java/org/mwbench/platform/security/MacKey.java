package org.mwbench.platform.security;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * An HMAC-SHA256 key and the one way mwbench computes MACs with it: over a list of parts, each
 * prefixed with its length, so that the boundaries are authenticated too. Without the prefixes
 * ("ab","c") and ("a","bc") would share a MAC, and a proof for one agent/operation pair could pass
 * for another. The shared secret is one such key; each control session derives another.
 */
public final class MacKey {

    /** Bytes of a MAC: the full output of HMAC-SHA256. */
    public static final int MAC_BYTES = 32;

    private static final String ALGORITHM = "HmacSHA256";

    private final SecretKeySpec key;

    /** @param keyBytes copied; at least 16 bytes, or a MAC could be brute-forced offline */
    public MacKey(byte[] keyBytes) {
        Objects.requireNonNull(keyBytes, "keyBytes");
        if (keyBytes.length < 16) {
            throw new IllegalArgumentException("a MAC key needs at least 16 bytes, got " + keyBytes.length);
        }
        this.key = new SecretKeySpec(keyBytes, ALGORITHM); // SecretKeySpec keeps its own copy
    }

    public byte[] mac(byte[]... parts) {
        Objects.requireNonNull(parts, "parts");
        Mac mac = newMac(); // Mac instances are not thread-safe; a fresh one is cheap next to a remote call
        ByteBuffer length = ByteBuffer.allocate(Integer.BYTES);
        for (byte[] part : parts) {
            Objects.requireNonNull(part, "part");
            length.clear();
            mac.update(length.putInt(part.length).array());
            mac.update(part);
        }
        return mac.doFinal();
    }

    /** Constant-time comparison, so response timing does not leak how many MAC bytes were right. */
    public boolean verify(byte[] mac, byte[]... parts) {
        return mac != null && MessageDigest.isEqual(mac(parts), mac);
    }

    /**
     * A key for one purpose, derived from this one: a session's key is the MAC of its nonces, so
     * that it can be computed only by holders of this key, and differs for every session.
     */
    public MacKey derive(byte[]... parts) {
        return new MacKey(mac(parts));
    }

    /** The encoded key, for {@link SharedSecret#transferTo}; never printed. */
    byte[] encoded() {
        return key.getEncoded();
    }

    public static byte[] utf8(String text) {
        return Objects.requireNonNull(text, "text").getBytes(StandardCharsets.UTF_8);
    }

    public static byte[] bytesOf(long value) {
        return ByteBuffer.allocate(Long.BYTES).putLong(value).array();
    }

    public static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime must provide SHA-256", e);
        }
    }

    private Mac newMac() {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime must provide " + ALGORITHM, e);
        }
    }

    /** Never the key: keys end up in logs through toString. */
    @Override
    public String toString() {
        return "MacKey[HmacSHA256]";
    }
}
