package org.mwbench.platform.control;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import org.mwbench.platform.security.MacKey;

/**
 * The opening of a control session, in which the callee proves the shared secret to the caller
 * before the caller sends anything that matters.
 *
 * <ol>
 * <li>The caller sends a fresh nonce.
 * <li>The callee answers with its name, its own nonce, a session id ({@link SessionCookies}: the
 *     callee keeps no state for a hello) and
 *     {@code HMAC(secret, "mwbench-hello" | both nonces | session id | name | version | endpoint identity)}.
 *     The endpoint identity ({@link StubIdentity}) covers host, port, object id and, off loopback,
 *     the fingerprint of the TLS certificate the callee presents.
 * <li>The caller checks that proof against its own nonce and the identity of the stub it called. A
 *     relay answering in place of the real endpoint can pass on the real endpoint's proof, but that
 *     proof names the real endpoint's identity, not the relay's, so the caller refuses it.
 * <li>Both derive the session key {@code HMAC(secret, "mwbench-session" | id | name | identity)};
 *     every call and reply of the session is sealed with it ({@link CallFrame}, {@link ReplyFrame}).
 *     The key is fresh for the caller because the proof binds the id to its nonce, and the callee
 *     can compute it from the id that each call carries.
 * </ol>
 * The caller proves the secret with its first sealed call, which the callee checks before reading
 * any argument, and only then keeps the session.
 */
final class Handshake {

    /** 2: the session key is derived from the session id, which the callee issues as a cookie. */
    static final byte VERSION = 2;
    static final int NONCE_BYTES = 32;
    static final int SESSION_ID_BYTES = 16;

    private static final SecureRandom RANDOM = new SecureRandom();

    private Handshake() {
    }

    /** What the callee says in answer to hello. */
    record Greeting(String peerName, String version, byte[] serverNonce, byte[] sessionId, byte[] proof) {
    }

    static byte[] nonce(int bytes) {
        byte[] nonce = new byte[bytes];
        RANDOM.nextBytes(nonce);
        return nonce;
    }

    static byte[] request(byte[] clientNonce) {
        byte[] request = new byte[1 + NONCE_BYTES];
        request[0] = VERSION;
        System.arraycopy(clientNonce, 0, request, 1, NONCE_BYTES);
        return request;
    }

    /** @return the caller's nonce, or null if the request is not a hello of this version */
    static byte[] clientNonce(byte[] request) {
        if (request == null || request.length != 1 + NONCE_BYTES || request[0] != VERSION) {
            return null;
        }
        byte[] nonce = new byte[NONCE_BYTES];
        System.arraycopy(request, 1, nonce, 0, NONCE_BYTES);
        return nonce;
    }

    static byte[] proof(MacKey secret, byte[] clientNonce, Greeting greeting, byte[] identity) {
        return secret.mac(MacKey.utf8("mwbench-hello"), clientNonce, greeting.serverNonce(), greeting.sessionId(),
                MacKey.utf8(greeting.peerName()), MacKey.utf8(greeting.version()), identity);
    }

    /**
     * The session's key, from what the callee finds in a call: the session id, which the callee's
     * proof bound to the caller's fresh nonce, so the caller knows the key is new.
     */
    static MacKey sessionKey(MacKey secret, byte[] sessionId, String peerName, byte[] identity) {
        return secret.derive(MacKey.utf8("mwbench-session"), sessionId, MacKey.utf8(peerName), identity);
    }

    static byte[] encode(Greeting greeting) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(VERSION);
            out.writeUTF(greeting.peerName());
            out.writeUTF(greeting.version());
            out.write(greeting.serverNonce());
            out.write(greeting.sessionId());
            out.write(greeting.proof());
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return bytes.toByteArray();
    }

    /** @throws IOException the answer is not a greeting of this version */
    static Greeting decode(byte[] answer) throws IOException {
        if (answer == null || answer.length > 1024) {
            throw new IOException("not an mwbench greeting");
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(answer));
        if (in.readByte() != VERSION) {
            throw new IOException("an mwbench greeting of another protocol version");
        }
        String peerName = in.readUTF();
        String version = in.readUTF();
        byte[] serverNonce = in.readNBytes(NONCE_BYTES);
        byte[] sessionId = in.readNBytes(SESSION_ID_BYTES);
        byte[] proof = in.readNBytes(MacKey.MAC_BYTES);
        if (proof.length != MacKey.MAC_BYTES || in.available() != 0) {
            throw new IOException("a malformed mwbench greeting");
        }
        return new Greeting(peerName, version, serverNonce, sessionId, proof);
    }
}
