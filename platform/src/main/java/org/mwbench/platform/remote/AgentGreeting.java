package org.mwbench.platform.remote;

import java.io.Serializable;

/**
 * An agent's answer to hello.
 *
 * @param nonce the session nonce that the caller's proofs must be computed over
 */
public record AgentGreeting(String agentName, String nonce, String version) implements Serializable {
}
