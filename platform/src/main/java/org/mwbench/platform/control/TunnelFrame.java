package org.mwbench.platform.control;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * One frame of a dial-out tunnel, the connection an agent opens to its supervisor
 * ({@link DialledChannel}, {@link DialOutSession}). The tunnel only carries what
 * {@link ControlChannel} carries over RMI: hellos and sealed call frames, each with an id so that
 * several calls share the connection, and their answers. It adds no crypto of its own: what an
 * operation means, and who may ask for it, stays inside the sealed frames.
 *
 * <p>On the wire: version byte, type byte, id (8 bytes), body length (4 bytes), body. Every length
 * is checked before anything is allocated from it.
 */
record TunnelFrame(Type type, long id, byte[] body) {

    /** 1: the first dial-out protocol. */
    static final byte VERSION = 1;

    /** The longest agent name an announce may carry. */
    static final int NAME_BYTES = 128;

    enum Type {
        /** Agent to supervisor, first and once: the agent's name, unauthenticated until it proves the secret. */
        ANNOUNCE,
        /** Supervisor to agent: {@link ControlChannel#hello}'s request. */
        HELLO,
        /** Supervisor to agent: {@link ControlChannel#call}'s frame. */
        CALL,
        /** Agent to supervisor: the answer to the HELLO or CALL of the same id. */
        ANSWER,
        /** Supervisor to agent, every few seconds, so that both ends notice a silently dropped connection. */
        PING,
        /** Agent to supervisor: the answer to a PING. */
        PONG
    }

    static TunnelFrame announce(String agentName) {
        return new TunnelFrame(Type.ANNOUNCE, 0, agentName.getBytes(StandardCharsets.UTF_8));
    }

    String announcedName() throws IOException {
        if (type != Type.ANNOUNCE || body.length == 0 || body.length > NAME_BYTES) {
            throw new IOException("the first frame is not an agent's announce");
        }
        String name = new String(body, StandardCharsets.UTF_8);
        if (!name.chars().allMatch(c -> c >= 0x20 && c != 0x7f) || name.isBlank()) {
            throw new IOException("an agent name with control characters, or blank");
        }
        return name;
    }

    void writeTo(DataOutputStream out) throws IOException {
        out.writeByte(VERSION);
        out.writeByte(type.ordinal());
        out.writeLong(id);
        out.writeInt(body.length);
        out.write(body);
    }

    /**
     * Reads one frame from a peer not yet trusted.
     *
     * @throws EOFException the peer closed the connection
     * @throws IOException  not a frame of this protocol, or a body over {@link ControlLimits#FRAME_BYTES}
     */
    static TunnelFrame readFrom(DataInputStream in) throws IOException {
        int version = in.read();
        if (version < 0) {
            throw new EOFException("the connection was closed");
        }
        if (version != VERSION) {
            throw new IOException("not a dial-out frame of this mwbench version (version byte " + version + ")");
        }
        int type = in.readUnsignedByte();
        long id = in.readLong();
        int length = in.readInt();
        if (type >= Type.values().length) {
            throw new IOException("a dial-out frame of unknown type " + type);
        }
        if (length < 0 || length > ControlLimits.FRAME_BYTES) {
            throw new IOException("a dial-out frame of " + length + " bytes, over the " + ControlLimits.FRAME_BYTES
                    + " a frame may carry");
        }
        byte[] body = in.readNBytes(length);
        if (body.length != length) {
            throw new EOFException("the connection was closed within a frame");
        }
        return new TunnelFrame(Type.values()[type], id, body);
    }
}
