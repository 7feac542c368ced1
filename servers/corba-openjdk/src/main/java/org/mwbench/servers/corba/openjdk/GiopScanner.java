package org.mwbench.servers.corba.openjdk;

/**
 * Follows the GIOP messages of one direction of a connection, however the bytes are split
 * into reads or writes, and reports the request id of each GIOP 1.2 request that expects a
 * reply and of each reply. It looks at the first 17 bytes of a message (the 12-byte header,
 * the request id, a request's response flags) and skips the rest by the header's size.
 * GIOP 1.0 and 1.1 messages put service contexts before the id; they are skipped untracked
 * (the ORBs here all speak 1.2). Anything that is not GIOP stops the scanning.
 */
final class GiopScanner {
    /** What the scanner reports. */
    interface Listener {
        void request(int requestId);

        void reply(int requestId);
    }

    private static final int HEADER = 12;
    private static final int PREFIX = HEADER + 5;
    private static final byte REQUEST = 0;
    private static final byte REPLY = 1;
    private static final byte LOCATE_REQUEST = 3;
    private static final byte LOCATE_REPLY = 4;

    private final Listener listener;
    private final byte[] prefix = new byte[PREFIX];
    private int filled;
    /** Bytes of the current message's body not yet seen, after its prefix. */
    private long toSkip;
    /** Bytes of the current message's prefix to collect. */
    private int wanted = HEADER;
    private boolean lost;

    GiopScanner(Listener listener) {
        this.listener = listener;
    }

    void scan(byte[] bytes, int offset, int length) {
        int at = offset;
        int end = offset + length;
        while (at < end && !lost) {
            if (toSkip > 0) {
                int skipped = (int) Math.min(toSkip, end - at);
                toSkip -= skipped;
                at += skipped;
                continue;
            }
            int taken = Math.min(wanted - filled, end - at);
            System.arraycopy(bytes, at, prefix, filled, taken);
            filled += taken;
            at += taken;
            if (filled == wanted) {
                collected();
            }
        }
    }

    /** The bytes wanted so far are in: ask for more of the prefix, or report and skip. */
    private void collected() {
        if (filled == HEADER && !(prefix[0] == 'G' && prefix[1] == 'I' && prefix[2] == 'O' && prefix[3] == 'P')) {
            lost = true;
            return;
        }
        boolean little = (prefix[6] & 1) != 0;
        long size = Integer.toUnsignedLong(readInt(8, little));
        byte type = prefix[7];
        int want = prefixOf(type, size);
        if (filled < want) {
            wanted = want;
            return;
        }
        if (want > HEADER) {
            int requestId = readInt(HEADER, little);
            if (type == REQUEST) {
                // response_flags: bit 0 set for SYNC_WITH_SERVER and SYNC_WITH_TARGET, the two
                // that get a reply; a oneway sends 0.
                if ((prefix[HEADER + 4] & 1) != 0) {
                    listener.request(requestId);
                }
            } else if (type == LOCATE_REQUEST) {
                listener.request(requestId);
            } else {
                listener.reply(requestId);
            }
        }
        toSkip = size - (filled - HEADER);
        filled = 0;
        wanted = HEADER;
    }

    /** How much of a message to look at: the header, plus its request id when tracked. */
    private int prefixOf(byte type, long size) {
        if (prefix[4] != 1 || prefix[5] < 2) {
            return HEADER;
        }
        if (type == REQUEST && size >= 5) {
            return HEADER + 5;
        }
        if ((type == REPLY || type == LOCATE_REQUEST || type == LOCATE_REPLY) && size >= 4) {
            return HEADER + 4;
        }
        return HEADER;
    }

    private int readInt(int at, boolean little) {
        int b0 = prefix[at] & 0xFF;
        int b1 = prefix[at + 1] & 0xFF;
        int b2 = prefix[at + 2] & 0xFF;
        int b3 = prefix[at + 3] & 0xFF;
        return little ? b0 | b1 << 8 | b2 << 16 | b3 << 24 : b0 << 24 | b1 << 16 | b2 << 8 | b3;
    }
}
