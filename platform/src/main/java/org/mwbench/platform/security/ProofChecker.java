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
 */
public final class ProofChecker {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(ProofChecker.class);


    /** How far behind the highest counter a late call may arrive; far more than the supervisor's concurrency. */
    public static final int WINDOW = 1024;

    private static final int NONCE_BYTES = 16;

    private final SharedSecret secret;
    private final String agentName;
    private final SecureRandom random = new SecureRandom();
    private volatile Session session;

    public ProofChecker(SharedSecret secret, String agentName) {
        this.secret = Objects.requireNonNull(secret, "secret");
        this.agentName = Objects.requireNonNull(agentName, "agentName");
    }

    /**
     * Starts a new session and returns its nonce, to be handed to the supervisor (it is not secret).
     * The nonce is part of every MAC, so all proofs of the previous session become useless and the
     * counters can start again from 1 without reopening the door to old captured calls.
     */
    public String newSession() {
        byte[] bytes = new byte[NONCE_BYTES];
        random.nextBytes(bytes);
        Session fresh = new Session(HexFormat.of().formatHex(bytes));
        session = fresh;
        return fresh.nonce;
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
        Session current = session;
        if (current == null) {
            throw new SecurityException("'" + agentName + "' refused " + operation
                    + ": no session yet (the supervisor must open a session before any control call)");
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
    }

    /** One session: its nonce and the counters seen under it, replaced as a whole by {@link #newSession()}. */
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
