package org.mwbench.platform.security;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Supervisor side: stamps each control call to one agent with a fresh {@link CallProof}.
 *
 * <p>One maker per agent and per agent session: the agent name and the session nonce are part of
 * the MAC, so a proof captured on its way to agent A, or during an earlier session of the same
 * agent, is worthless elsewhere. Thread-safe because the supervisor drives agents from several
 * threads at once; the counters then reach the agent slightly out of order, which the checker's
 * anti-replay window tolerates.
 */
public final class ProofMaker {

    /** Domain separation: these MACs can never be confused with MACs the secret may sign for other purposes. */
    static final String CALL_DOMAIN = "mwbench-call";

    private final SharedSecret secret;
    private final String agentName;
    private final String sessionNonce;
    private final AtomicLong counter = new AtomicLong(1);

    public ProofMaker(SharedSecret secret, String agentName, String sessionNonce) {
        this.secret = Objects.requireNonNull(secret, "secret");
        this.agentName = Objects.requireNonNull(agentName, "agentName");
        this.sessionNonce = Objects.requireNonNull(sessionNonce, "sessionNonce");
    }

    /**
     * A proof valid for exactly one call of {@code operation}; binding the operation name means a
     * captured proof for a harmless call cannot be reused to authorize a different one.
     */
    public CallProof next(String operation) {
        Objects.requireNonNull(operation, "operation");
        long n = counter.getAndIncrement();
        return new CallProof(sessionNonce, n, secret.mac(CALL_DOMAIN, agentName, sessionNonce, Long.toString(n), operation));
    }
}
