package org.mwbench.platform.control;

import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.Map;
import org.mwbench.platform.security.MacKey;

/**
 * The callee's side of one control session: its key, the counters it has seen, and the calls it is
 * assembling from parts. Parts are accepted only after their MAC is checked, so only a holder of
 * the secret can make a session hold more than one frame.
 */
final class ChannelSession {

    final byte[] id;
    final MacKey key;
    final ReplayWindow window = new ReplayWindow();
    private final Map<Long, Assembly> assemblies = new HashMap<>();

    ChannelSession(byte[] id, MacKey key) {
        this.id = id.clone();
        this.key = key;
    }

    /** A call whose parts do not fit the limits, or arrive out of order. */
    static final class PartRefused extends Exception {
        private static final long serialVersionUID = 1L;
        final ReplyFrame.Refusal reason;

        PartRefused(ReplyFrame.Refusal reason, String message) {
            super(message, null, false, false);
            this.reason = reason;
        }
    }

    /**
     * Adds an authenticated part to its call.
     *
     * @return the whole call's arguments once the last part is in, else null
     */
    synchronized byte[] assemble(CallFrame part) throws PartRefused {
        Assembly assembly = assemblies.get(part.counter());
        if (part.part() == 0) {
            if (assembly != null) {
                throw new PartRefused(ReplyFrame.Refusal.REPLAY, "part 0 of call " + part.counter() + " again");
            }
            if (assemblies.size() >= ControlLimits.ASSEMBLIES_PER_SESSION) {
                throw new PartRefused(ReplyFrame.Refusal.TOO_LARGE, "more than " + ControlLimits.ASSEMBLIES_PER_SESSION
                        + " large calls at once in one session");
            }
            if ((long) part.parts() * ControlLimits.PART_BYTES > ControlLimits.CALL_BYTES + ControlLimits.PART_BYTES) {
                throw new PartRefused(ReplyFrame.Refusal.TOO_LARGE, "a call of " + part.parts() + " parts is over "
                        + (ControlLimits.CALL_BYTES >> 20) + " MiB");
            }
            assembly = new Assembly(part.operation(), part.parts());
            assemblies.put(part.counter(), assembly);
        } else if (assembly == null || assembly.nextPart != part.part() || assembly.parts != part.parts()
                || !assembly.operation.equals(part.operation())) {
            assemblies.remove(part.counter());
            throw new PartRefused(ReplyFrame.Refusal.MALFORMED, "part " + part.part() + " of call " + part.counter()
                    + " out of order");
        }
        if (part.payload().length > ControlLimits.PART_BYTES
                || assembly.bytes.size() + (long) part.payload().length > ControlLimits.CALL_BYTES) {
            assemblies.remove(part.counter());
            throw new PartRefused(ReplyFrame.Refusal.TOO_LARGE, "call " + part.counter() + " is over "
                    + (ControlLimits.CALL_BYTES >> 20) + " MiB");
        }
        assembly.bytes.writeBytes(part.payload());
        assembly.nextPart++;
        if (!part.isLastPart()) {
            return null;
        }
        assemblies.remove(part.counter());
        return assembly.bytes.toByteArray();
    }

    private static final class Assembly {
        final String operation;
        final int parts;
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int nextPart;

        Assembly(String operation, int parts) {
            this.operation = operation;
            this.parts = parts;
        }
    }
}
