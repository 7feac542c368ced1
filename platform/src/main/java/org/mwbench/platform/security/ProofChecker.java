package org.mwbench.platform.security;

import java.security.SecureRandom;
import java.util.BitSet;
import java.util.HexFormat;
import java.util.Objects;

/**
 * Callee side (an agent, or a supervisor serving commands): decides whether a control call really comes from a holder of the shared secret, and
 * whether it is new. Refusals are {@link SecurityException}s: a JDK class, so the supervisor can
 * deserialize the refusal and show its reason without knowing any mwbench exception type.
 *
 * <p>Replays are detected per session with a sliding window of {@value #WINDOW} counters, as IPsec
 * ESP does (RFC 4303, section 3.4.3). A strict "must exceed the last counter" rule would break as
 * soon as the supervisor issues two calls concurrently and they arrive in the opposite order; the
 * window accepts any counter not seen before that is not too far behind the highest one seen.
 *
 * <p>Opening a session needs no proof (the caller gets the nonce its proofs must cover), so
 * anyone who reaches the port can open sessions. Were a new session to replace the current
 * one, that would let a stranger cut off a running supervisor. Sessions are therefore kept
 * in two pools: up to {@value #PENDING_SESSIONS} opened but never used, dropped oldest first,
 * and up to {@value #PROVEN_SESSIONS} that have made a valid call, dropped least recently used.
 * A flood of openings only pushes out other unused sessions.
 */
public final class ProofChecker {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(ProofChecker.class);

    /** How far behind the highest counter a late call may arrive; far more than the supervisor's concurrency. */
    public static final int WINDOW = 1024;

    private static final int NONCE_BYTES = 16;
    /** Sessions opened and not yet used: a supervisor uses its session right after opening it. */
    static final int PENDING_SESSIONS = 64;
    /** Sessions in use: a supervisor, a console, a command or two at once. */
    static final int PROVEN_SESSIONS = 4;

    private final SharedSecret secret;
    private final String agentName;
    private final SecureRandom random = new SecureRandom();
    private final java.util.LinkedHashMap<String, Session> pending = new java.util.LinkedHashMap<>();
    private final java.util.LinkedHashMap<String, Session> proven = new java.util.LinkedHashMap<>(16, 0.75f, true);

    public ProofChecker(SharedSecret secret, String agentName) {
        this.secret = Objects.requireNonNull(secret, "secret");
        this.agentName = Objects.requireNonNull(agentName, "agentName");
    }

    /**
     * Opens a new session and returns its nonce, to be handed to the caller (it is not secret).
     * The nonce is part of every MAC, so each session's counters start again from 1 without
     * reopening the door to calls captured in another session.
     */
    public synchronized String newSession() {
        byte[] bytes = new byte[NONCE_BYTES];
        random.nextBytes(bytes);
        Session fresh = new Session(HexFormat.of().formatHex(bytes));
        pending.put(fresh.nonce, fresh);
        if (pending.size() > PENDING_SESSIONS) {
            pending.remove(pending.keySet().iterator().next());
        }
        return fresh.nonce;
    }

    /** The session a proof names; a pending one whose proof is good becomes proven. */
    private synchronized Session find(String nonce) {
        Session found = proven.get(nonce);
        return found != null ? found : pending.get(nonce);
    }

    private synchronized void prove(Session session) {
        if (pending.remove(session.nonce) != null) {
            proven.put(session.nonce, session);
            if (proven.size() > PROVEN_SESSIONS) {
                proven.remove(proven.keySet().iterator().next());
            }
        }
    }

    /**
     * Accepts the call or throws {@link SecurityException} saying why not.
     *
     * <p>The MAC is verified before the window is consulted: otherwise anyone could send forged
     * proofs with huge counters and push the window past every legitimate call.
     */
    public void check(CallProof proof, String operation) {
        try {
            verify(proof, operation);
        } catch (SecurityException e) {
            // The refused side says why in its own log: the caller may be an attacker who never reads replies.
            LOG.warn(e.getMessage());
            throw e;
        }
    }

    private void verify(CallProof proof, String operation) {
        Objects.requireNonNull(operation, "operation");
        if (proof == null) {
            throw new SecurityException("'" + agentName + "' refused " + operation + ": null proof");
        }
        Session current = find(proof.session());
        if (current == null) {
            throw new SecurityException("'" + agentName + "' refused " + operation
                    + ": unknown or expired session (open one with hello before any control call)");
        }
        long counter = proof.counter();
        if (!secret.verify(proof.mac(), ProofMaker.CALL_DOMAIN, agentName, current.nonce,
                Long.toString(counter), operation)) {
            throw new SecurityException("'" + agentName + "' refused " + operation
                    + ": bad proof: the caller does not hold the shared secret of '" + agentName + "' (fingerprint "
                    + secret.fingerprint() + "), or the proof was made for another peer, session or operation");
        }
        String replay = current.window.accept(counter);
        if (replay != null) {
            throw new SecurityException("'" + agentName + "' refused " + operation + ": " + replay);
        }
        prove(current);
    }

    /** One session: its nonce and the counters seen under it. */
    private static final class Session {
        final String nonce;
        final ReplayWindow window = new ReplayWindow();

        Session(String nonce) {
            this.nonce = nonce;
        }
    }

    /**
     * Which of the last {@value ProofChecker#WINDOW} counters have been seen. Bit {@code c % WINDOW}
     * stands for counter {@code c}; it is unambiguous because only counters within WINDOW of the
     * highest are ever looked up, and slots are cleared as the highest counter moves past them.
     */
    private static final class ReplayWindow {
        private final BitSet seen = new BitSet(WINDOW);
        private long highest; // 0: nothing seen yet; valid counters start at 1

        /** @return null if accepted (and now remembered), else the reason for refusing */
        synchronized String accept(long counter) {
            if (counter <= 0) {
                return "invalid call counter " + counter;
            }
            if (counter > highest) {
                long advance = counter - highest;
                if (advance >= WINDOW) {
                    seen.clear();
                } else {
                    for (long c = highest + 1; c <= counter; c++) {
                        seen.clear(slot(c));
                    }
                }
                highest = counter;
                seen.set(slot(counter));
                return null;
            }
            if (highest - counter >= WINDOW) {
                return "replayed call counter " + counter + " (older than the anti-replay window: highest seen "
                        + highest + ", window " + WINDOW + ")";
            }
            if (seen.get(slot(counter))) {
                return "replayed call counter " + counter;
            }
            seen.set(slot(counter));
            return null;
        }

        private static int slot(long counter) {
            return (int) (counter % WINDOW);
        }
    }
}
