package org.mwbench.platform.plan;

import java.io.Serializable;

/**
 * One thing wrong with a test plan, located so the user can go straight to it.
 *
 * @param location {@code file:line}, or just the file when the problem has no single line
 * @param key      the offending plan key, or empty when the problem is not about one key
 * @param message  what is wrong, in words a user acts on
 */
public record PlanError(String location, String key, String message) implements Serializable {

    @Override
    public String toString() {
        return key.isEmpty() ? location + ": " + message : location + ": " + key + ": " + message;
    }
}
