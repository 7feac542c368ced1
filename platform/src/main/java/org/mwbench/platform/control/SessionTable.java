package org.mwbench.platform.control;

import java.util.HexFormat;
import java.util.LinkedHashMap;

/**
 * The callee's sessions: only those whose caller has made a validly sealed call, so only holders
 * of the secret can add one. A hello keeps nothing ({@link SessionCookies}): a flood of hellos,
 * from any number of sources, can neither push out a session nor refuse a new one. Up to
 * {@value #PROVEN} are kept, dropped least recently used; a caller whose session was dropped is
 * refused as unknown and says hello again.
 */
final class SessionTable {

    /** Sessions in use: supervisors, consoles, commands, and every agent's heartbeat to a directory. */
    static final int PROVEN = 256;

    private final LinkedHashMap<String, ChannelSession> proven = new LinkedHashMap<>(16, 0.75f, true);

    /** @return the session of that id, or null */
    synchronized ChannelSession find(byte[] id) {
        return proven.get(key(id));
    }

    /**
     * Keeps a session whose first call had a valid seal.
     *
     * @return the session kept under its id: {@code session}, or the one a concurrent first call kept
     */
    synchronized ChannelSession admit(ChannelSession session) {
        ChannelSession kept = proven.putIfAbsent(key(session.id), session);
        if (kept != null) {
            return kept;
        }
        if (proven.size() > PROVEN) {
            proven.remove(proven.keySet().iterator().next());
        }
        return session;
    }

    private static String key(byte[] id) {
        return HexFormat.of().formatHex(id);
    }
}
