package org.mwbench.console.web;

import java.time.Duration;

/**
 * Slows down guessing: after {@link #MAX_FAILURES} wrong tokens or secrets within
 * {@link #WINDOW}, every login is refused until the window has passed. The secret has 256
 * bits and the token 192, so this is about noise in the logs, not about the odds.
 */
final class LoginThrottle {
    static final int MAX_FAILURES = 10;
    static final Duration WINDOW = Duration.ofMinutes(1);

    private long windowStart = System.nanoTime();
    private int failures;

    synchronized boolean allowed() {
        roll();
        return failures < MAX_FAILURES;
    }

    synchronized void failed() {
        roll();
        failures++;
    }

    private void roll() {
        long now = System.nanoTime();
        if (now - windowStart > WINDOW.toNanos()) {
            windowStart = now;
            failures = 0;
        }
    }
}
