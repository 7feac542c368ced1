package org.mwbench.platform.control;

import java.util.HexFormat;
import java.util.LinkedHashMap;

/**
 * The callee's sessions. Opening one needs no proof (the caller gets the nonce its proofs must
 * cover), so anyone who reaches the port can open sessions. Were a new session to push out an
 * established one, a stranger could cut off a running supervisor. Sessions are therefore kept in
 * two pools: up to {@value #PENDING} opened but never used, dropped oldest first, and up to
 * {@value #PROVEN} that have made a valid call, dropped least recently used. A flood of hellos only
 * pushes out other unused sessions; proven ones can only be made by holders of the secret.
 */
final class SessionTable {

    /** Sessions opened and not yet used: a caller uses its session right after opening it. */
    static final int PENDING = 64;
    /** Sessions in use: supervisors, consoles, commands, and every agent's heartbeat to a directory. */
    static final int PROVEN = 256;

    private final LinkedHashMap<String, ChannelSession> pending = new LinkedHashMap<>();
    private final LinkedHashMap<String, ChannelSession> proven = new LinkedHashMap<>(16, 0.75f, true);

    synchronized void open(ChannelSession session) {
        pending.put(key(session.id), session);
        if (pending.size() > PENDING) {
            pending.remove(pending.keySet().iterator().next());
        }
    }

    /** @return the session of that id, pending or proven, or null */
    synchronized ChannelSession find(byte[] id) {
        String key = key(id);
        ChannelSession found = proven.get(key);
        return found != null ? found : pending.get(key);
    }

    /** A session whose caller has made a valid call is kept with the proven ones. */
    synchronized void prove(ChannelSession session) {
        String key = key(session.id);
        if (pending.remove(key) != null) {
            proven.put(key, session);
            if (proven.size() > PROVEN) {
                proven.remove(proven.keySet().iterator().next());
            }
        }
    }

    private static String key(byte[] id) {
        return HexFormat.of().formatHex(id);
    }
}
