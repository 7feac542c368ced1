package org.mwbench.platform.plan;

import java.io.Serializable;
import java.util.Comparator;

/**
 * One thing wrong with a test plan, located so the user can go straight to it.
 *
 * @param location {@code file:line}, or just the file when the problem has no single line
 * @param key      the offending plan key, or empty when the problem is not about one key
 * @param message  what is wrong, in words a user acts on
 */
public record PlanError(String location, String key, String message) implements Serializable {
    /** Orders "file:12" after "file:3", and plain "file" first, so errors read top to bottom. */
    public static final Comparator<PlanError> IN_LINE_ORDER = Comparator.comparingLong(error -> lineOf(error.location()));

    private static long lineOf(String location) {
        int colon = location.lastIndexOf(':');
        try {
            return colon < 0 ? 0 : Long.parseLong(location.substring(colon + 1));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    @Override
    public String toString() {
        return key.isEmpty() ? location + ": " + message : location + ": " + key + ": " + message;
    }
}
