package org.mwbench.injectors.middleware;

/** How a middleware's exception reads in a message: its own class and words, down to the root cause. */
public final class Failures {
    private Failures() {
    }

    public static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder();
        Throwable current = failure;
        for (int depth = 0; current != null && depth < 5; depth++) {
            if (depth > 0) {
                text.append(" <- ");
            }
            text.append(current.getClass().getName());
            if (current.getMessage() != null) {
                text.append(": ").append(current.getMessage());
            }
            current = current.getCause() == current ? null : current.getCause();
        }
        return text.toString();
    }
}
