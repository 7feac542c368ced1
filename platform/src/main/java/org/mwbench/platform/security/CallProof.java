package org.mwbench.platform.security;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Objects;

/**
 * Evidence, attached as the first argument of every control call, that the caller holds the
 * agent's {@link SharedSecret}. It carries a MAC rather than the secret so that a captured call
 * reveals nothing reusable, and a counter so that the agent can refuse a captured call replayed
 * verbatim. Made by {@link ProofMaker}, judged by {@link ProofChecker}.
 */
public final class CallProof implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String session;
    private final long counter;
    private final byte[] mac;

    /**
     * Copies the MAC: a proof must not change after it has been made or checked.
     *
     * @param session the nonce of the session the proof belongs to; the MAC covers it
     */
    public CallProof(String session, long counter, byte[] mac) {
        this.session = Objects.requireNonNull(session, "session");
        this.counter = counter;
        this.mac = Objects.requireNonNull(mac, "mac").clone();
    }

    /** The session the proof claims; the callee checks the claim with the MAC. */
    public String session() {
        return session;
    }

    public long counter() {
        return counter;
    }

    /** A copy, so that a caller cannot alter a proof it has already handed over. */
    public byte[] mac() {
        return mac.clone();
    }

    /** The bytes come from the network: keep the non-null invariant the constructor promises. */
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (mac == null || session == null) {
            throw new InvalidObjectException("CallProof without a MAC or a session");
        }
    }

    /** The MAC is not secret, but it is noise in a log line; the counter is what helps debugging. */
    @Override
    public String toString() {
        return "CallProof[counter=" + counter + "]";
    }
}
