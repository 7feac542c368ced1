package org.mwbench.platform.control;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.security.MacKey;

/**
 * Session ids that carry their own validity, so that answering {@code hello} keeps no state, as a
 * DTLS or QUIC retry cookie. Anyone may say hello; when each hello kept a pending session, a flood
 * of them pushed out the session a command had just opened, and the command was refused. A callee
 * now keeps a session only once its first call shows a valid seal, which only a holder of the
 * secret can make ({@link Handshake#sessionKey} is computed from the id alone).
 *
 * <p>An id is {@code issued | random | tag}: the second it was issued on this endpoint's monotonic
 * clock, six random bytes, and the first six bytes of a MAC of both under a key this endpoint drew
 * at start. The tag is not what keeps strangers out (the seal is): it makes ids from before a
 * restart, and ids older than {@value #FIRST_CALL_SECONDS} s, worthless, so a captured first call
 * cannot be replayed to a callee that no longer remembers it.
 */
final class SessionCookies {

    /** How long a session may wait for its first call; a caller makes it right after hello. */
    static final int FIRST_CALL_SECONDS = 60;
    private static final int RANDOM_BYTES = 6;
    private static final int TAG_BYTES = Handshake.SESSION_ID_BYTES - Integer.BYTES - RANDOM_BYTES;

    private final MacKey key = new MacKey(Handshake.nonce(32));
    private final long origin = System.nanoTime();

    byte[] issue() {
        byte[] random = Handshake.nonce(RANDOM_BYTES);
        int issued = now();
        return ByteBuffer.allocate(Handshake.SESSION_ID_BYTES).putInt(issued).put(random).put(tag(issued, random))
                .array();
    }

    /** Whether this endpoint issued {@code id}, less than {@value #FIRST_CALL_SECONDS} s ago. */
    boolean fresh(byte[] id) {
        if (id.length != Handshake.SESSION_ID_BYTES) {
            return false;
        }
        ByteBuffer fields = ByteBuffer.wrap(id);
        int issued = fields.getInt();
        byte[] random = new byte[RANDOM_BYTES];
        byte[] tag = new byte[TAG_BYTES];
        fields.get(random).get(tag);
        int age = now() - issued;
        return age >= 0 && age < FIRST_CALL_SECONDS && MessageDigest.isEqual(tag, tag(issued, random));
    }

    private byte[] tag(int issued, byte[] random) {
        return Arrays.copyOf(key.mac(MacKey.utf8("mwbench-session-id"), MacKey.bytesOf(issued), random), TAG_BYTES);
    }

    private int now() {
        return (int) TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - origin);
    }
}
