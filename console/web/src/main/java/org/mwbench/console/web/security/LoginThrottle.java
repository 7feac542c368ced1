package org.mwbench.console.web.security;

import java.net.InetAddress;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts wrong logins per source address: once a source has made {@link #MAX_FAILURES}
 * wrong tokens or secrets within {@link #WINDOW}, its further wrong ones are refused without
 * a log line until its window has passed.
 *
 * <p>It never decides whether a right token or secret gets in (they always do), and one
 * source's failures never touch another's. A throttle that refused everyone, or every login
 * from a source, would let any web page lock the user out, with a few
 * {@code <img src="http://127.0.0.1:8080/?token=x">} that the user's own browser sends from the
 * user's own address. The token has 192 bits and the secret 256, so refusing wrong ones is
 * not about the odds of a guess: it keeps a flood of them out of the log.
 */
public final class LoginThrottle {
    public static final int MAX_FAILURES = 10;
    static final Duration WINDOW = Duration.ofMinutes(1);
    /** Sources remembered at most; the one that failed least recently goes first, so many addresses cannot fill the heap. */
    static final int MAX_SOURCES = 1024;

    /** source -> its current window, in access order. */
    private final Map<InetAddress, FailureWindow> sources = new LinkedHashMap<>(16, 0.75f, true);

    private static final class FailureWindow {
        final long start;
        int failures;

        FailureWindow(long start) {
            this.start = start;
        }
    }

    /**
     * Notes a wrong token or secret from the source.
     *
     * @return true when the source had already made {@link #MAX_FAILURES} in its window: refuse it
     */
    public synchronized boolean failed(InetAddress source) {
        long now = System.nanoTime();
        FailureWindow window = sources.get(source);
        if (window == null || now - window.start > WINDOW.toNanos()) {
            window = new FailureWindow(now);
            sources.put(source, window);
            forgetOldest();
        }
        window.failures++;
        return window.failures > MAX_FAILURES;
    }

    private void forgetOldest() {
        Iterator<InetAddress> eldest = sources.keySet().iterator();
        while (sources.size() > MAX_SOURCES) {
            eldest.next();
            eldest.remove();
        }
    }
}
