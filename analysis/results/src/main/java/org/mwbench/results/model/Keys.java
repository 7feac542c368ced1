package org.mwbench.results.model;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Keys computed from what they name (SHA-256, hex): the same run, testbed or case gets the
 * same key on every machine and in every database, so imports are idempotent and two
 * processes storing at once need no shared sequence.
 */
public final class Keys {
    private Keys() {
    }

    /** The digest of the parts, each ended by a NUL so that ("ab","c") and ("a","bc") differ. */
    public static String of(Object... parts) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (Object part : parts) {
                digest.update(String.valueOf(part).getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
