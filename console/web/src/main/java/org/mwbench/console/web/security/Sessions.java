package org.mwbench.console.web.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mwbench.platform.security.SharedSecret;

/**
 * Who may use the console. A user gets a session by opening the token URL printed at start,
 * or by typing the shared secret into the login form. Every comparison is made in constant
 * time, and only hashes of the token and of session ids are kept, so neither a timing
 * measurement nor a heap dump of the map hands out a valid session.
 */
public final class Sessions {
    /** The cookie that carries a session id; HttpOnly and SameSite=Strict. */
    public static final String COOKIE = "mwbench_console";

    /** A session unused this long is forgotten. */
    static final Duration IDLE_LIMIT = Duration.ofHours(12);

    /** Sessions kept at most; the least recently used goes first, so a login loop cannot fill the heap. */
    static final int MAX_SESSIONS = 64;

    private static final String LOGIN_DOMAIN = "mwbench-console-login";
    private static final HexFormat HEX = HexFormat.of();

    private final SecureRandom random = new SecureRandom();
    private final SharedSecret secret;
    private final String token;
    private final byte[] tokenHash;
    /** sha256(session id) -> last use (System.nanoTime), in access order. */
    private final Map<String, Long> sessions = new LinkedHashMap<>(16, 0.75f, true);

    public Sessions(SharedSecret secret) {
        this.secret = secret;
        this.token = randomHex(24);
        this.tokenHash = sha256(token);
    }

    /** The token of the URL printed at start; it stays valid while the console runs, as Jupyter's does. */
    public String token() {
        return token;
    }

    public boolean tokenMatches(String candidate) {
        return candidate != null && MessageDigest.isEqual(tokenHash, sha256(candidate));
    }

    /**
     * True when the text is the shared secret (the 64 hex digits of the secret file). The
     * key never leaves {@link SharedSecret}: the two keys' MACs of one message are compared.
     */
    public boolean secretMatches(String candidate) {
        if (candidate == null) {
            return false;
        }
        byte[] key;
        try {
            key = HEX.parseHex(candidate.strip().toLowerCase(java.util.Locale.ROOT));
            return MessageDigest.isEqual(secret.mac(LOGIN_DOMAIN), SharedSecret.of(key).mac(LOGIN_DOMAIN));
        } catch (IllegalArgumentException e) {
            return false; // not hex, or too short to be a key
        }
    }

    /** Opens a session and returns its id, for the cookie. */
    public synchronized String open() {
        String id = randomHex(32);
        forgetIdle();
        while (sessions.size() >= MAX_SESSIONS) {
            Iterator<String> eldest = sessions.keySet().iterator();
            eldest.next();
            eldest.remove();
        }
        sessions.put(HEX.formatHex(sha256(id)), System.nanoTime());
        return id;
    }

    /** True when the id names a live session; using it keeps it alive. */
    public synchronized boolean isValid(String id) {
        if (id == null || id.isEmpty()) {
            return false;
        }
        String key = HEX.formatHex(sha256(id));
        Long lastUse = sessions.get(key);
        if (lastUse == null) {
            return false;
        }
        if (System.nanoTime() - lastUse > IDLE_LIMIT.toNanos()) {
            sessions.remove(key);
            return false;
        }
        sessions.put(key, System.nanoTime());
        return true;
    }

    public synchronized void close(String id) {
        if (id != null) {
            sessions.remove(HEX.formatHex(sha256(id)));
        }
    }

    private void forgetIdle() {
        long now = System.nanoTime();
        sessions.values().removeIf(lastUse -> now - lastUse > IDLE_LIMIT.toNanos());
    }

    private String randomHex(int bytes) {
        byte[] value = new byte[bytes];
        random.nextBytes(value);
        return HEX.formatHex(value);
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
