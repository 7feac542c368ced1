package org.mwbench.platform.remote;

import java.io.Serializable;

/**
 * The answer to hello from an agent or a supervisor: who answers, and a fresh nonce that
 * the caller's proofs in this control session must be computed over.
 */
public record Greeting(String name, String nonce, String version) implements Serializable {
}
