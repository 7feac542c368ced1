package org.mwbench.platform.control;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.mwbench.platform.security.MacKey;

/**
 * The answer to a {@link CallFrame}. A value, a failure or the acknowledgement of a part is sealed
 * with the session key and bound to the call's session, counter and operation, so that a relay
 * cannot alter what a supervisor stores (collected measurements, states). A refusal cannot be
 * sealed, since the callee refuses precisely when it cannot trust the session; it is shown to the
 * caller as the other side's unauthenticated word.
 */
record ReplyFrame(Status status, long counter, byte[] payload, byte[] mac) {

    enum Status {
        /** The operation's result, serialized. */
        VALUE,
        /** The operation failed: see {@link Failure}. */
        THROWN,
        /** A part of a large call arrived; send the next. */
        PART_ACCEPTED,
        /** The call was not executed: the payload is a {@link Refusal} and a message. Not sealed. */
        REFUSED
    }

    /** Why a call was refused; the caller reacts to some (it says hello again for an unknown session). */
    enum Refusal {
        UNKNOWN_SESSION, BAD_PROOF, REPLAY, MALFORMED, TOO_LARGE
    }

    static ReplyFrame seal(MacKey key, CallFrame call, Status status, byte[] payload) {
        return new ReplyFrame(status, call.counter(), payload,
                key.mac(macInput(call.sessionId(), call.counter(), call.operation(), status, payload)));
    }

    static ReplyFrame refusal(long counter, Refusal reason, String message) {
        byte[] text = message.getBytes(StandardCharsets.UTF_8);
        byte[] payload = new byte[1 + Math.min(text.length, 2048)];
        payload[0] = (byte) reason.ordinal();
        System.arraycopy(text, 0, payload, 1, payload.length - 1);
        return new ReplyFrame(Status.REFUSED, counter, payload, new byte[0]);
    }

    boolean verify(MacKey key, byte[] sessionId, long expectedCounter, String operation) {
        return counter == expectedCounter && key.verify(mac, macInput(sessionId, counter, operation, status, payload));
    }

    Refusal refusal() {
        Refusal[] all = Refusal.values();
        int index = payload.length == 0 ? -1 : payload[0];
        return index >= 0 && index < all.length ? all[index] : Refusal.MALFORMED;
    }

    String refusalMessage() {
        return payload.length <= 1 ? "" : new String(payload, 1, payload.length - 1, StandardCharsets.UTF_8);
    }

    private static byte[][] macInput(byte[] sessionId, long counter, String operation, Status status, byte[] payload) {
        return new byte[][] {MacKey.utf8("mwbench-reply"), sessionId, MacKey.bytesOf(counter), MacKey.utf8(operation),
                new byte[] {(byte) status.ordinal()}, MacKey.sha256(payload)};
    }

    byte[] encode() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(payload.length + 64);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(Handshake.VERSION);
            out.writeByte(status.ordinal());
            out.writeLong(counter);
            out.writeInt(payload.length);
            out.write(payload);
            out.writeInt(mac.length);
            out.write(mac);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return bytes.toByteArray();
    }

    /** @throws IOException not a well-formed reply */
    static ReplyFrame decode(byte[] frame) throws IOException {
        if (frame == null || frame.length > ControlLimits.FRAME_BYTES) {
            throw new IOException("no reply, or a reply over " + ControlLimits.FRAME_BYTES + " bytes");
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(frame));
        if (in.readByte() != Handshake.VERSION) {
            throw new IOException("a reply of another protocol version");
        }
        int status = in.readByte();
        long counter = in.readLong();
        int length = in.readInt();
        if (status < 0 || status >= Status.values().length || length < 0 || length > in.available()) {
            throw new IOException("a malformed reply");
        }
        byte[] payload = in.readNBytes(length);
        int macLength = in.readInt();
        if (macLength != 0 && macLength != MacKey.MAC_BYTES || macLength > in.available()) {
            throw new IOException("a malformed reply");
        }
        byte[] mac = in.readNBytes(macLength);
        return new ReplyFrame(Status.values()[status], counter, payload, mac);
    }
}
