package org.mwbench.platform.control;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import org.mwbench.platform.security.MacKey;

/**
 * One sealed call, or one part of a call whose arguments are larger than a part. The MAC covers
 * the session, the counter, the operation, which part this is, and a SHA-256 digest of the
 * arguments exactly as serialized and sent: a proof taken off one call is worthless for a call
 * with other arguments, another operation, another session, or a second time.
 *
 * @param payload this part's bytes of the serialized arguments
 */
record CallFrame(byte[] sessionId, long counter, String operation, int part, int parts, byte[] payload, byte[] mac) {

    static CallFrame seal(MacKey key, byte[] sessionId, long counter, String operation, int part, int parts,
                          byte[] payload) {
        return new CallFrame(sessionId, counter, operation, part, parts, payload,
                key.mac(macInput(sessionId, counter, operation, part, parts, payload)));
    }

    boolean verify(MacKey key) {
        return key.verify(mac, macInput(sessionId, counter, operation, part, parts, payload));
    }

    boolean isLastPart() {
        return part == parts - 1;
    }

    private static byte[][] macInput(byte[] sessionId, long counter, String operation, int part, int parts,
                                     byte[] payload) {
        return new byte[][] {MacKey.utf8("mwbench-call"), sessionId, MacKey.bytesOf(counter), MacKey.utf8(operation),
                ByteBuffer.allocate(8).putInt(part).putInt(parts).array(), MacKey.sha256(payload)};
    }

    byte[] encode() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(payload.length + 128);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(Handshake.VERSION);
            out.write(sessionId);
            out.writeLong(counter);
            out.writeUTF(operation);
            out.writeInt(part);
            out.writeInt(parts);
            out.writeInt(payload.length);
            out.write(payload);
            out.write(mac);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return bytes.toByteArray();
    }

    /**
     * Reads a frame from a peer not yet authenticated: every length is checked against the frame's
     * own size before anything is allocated from it.
     *
     * @throws IOException not a well-formed frame
     */
    static CallFrame decode(byte[] frame) throws IOException {
        if (frame == null || frame.length > ControlLimits.FRAME_BYTES) {
            throw new IOException("no frame, or a frame over " + ControlLimits.FRAME_BYTES + " bytes");
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(frame));
        if (in.readByte() != Handshake.VERSION) {
            throw new IOException("a frame of another protocol version");
        }
        byte[] sessionId = in.readNBytes(Handshake.SESSION_ID_BYTES);
        long counter = in.readLong();
        String operation = in.readUTF();
        int part = in.readInt();
        int parts = in.readInt();
        int length = in.readInt();
        if (operation.length() > ControlLimits.OPERATION_CHARS || parts < 1 || part < 0 || part >= parts
                || length < 0 || length > in.available() - MacKey.MAC_BYTES) {
            throw new IOException("a malformed frame");
        }
        byte[] payload = in.readNBytes(length);
        byte[] mac = in.readNBytes(MacKey.MAC_BYTES);
        if (mac.length != MacKey.MAC_BYTES || in.available() != 0) {
            throw new IOException("a malformed frame");
        }
        return new CallFrame(sessionId, counter, operation, part, parts, payload, mac);
    }
}
