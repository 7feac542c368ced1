package org.mwbench.platform.control;

import java.util.BitSet;

/**
 * Which of the last {@value #WINDOW} call counters of a session have been seen, as IPsec ESP
 * detects replays (RFC 4303, section 3.4.3). A strict "must exceed the last counter" rule would
 * break as soon as a supervisor issues two calls at once and they arrive in the opposite order;
 * the window accepts any counter not seen before that is not too far behind the highest one.
 *
 * <p>Bit {@code c % WINDOW} stands for counter {@code c}; it is unambiguous because only counters
 * within WINDOW of the highest are ever looked up, and slots are cleared as the highest moves on.
 */
final class ReplayWindow {

    /** How far behind the highest counter a late call may arrive; far more than any caller's concurrency. */
    static final int WINDOW = 1024;

    private final BitSet seen = new BitSet(WINDOW);
    private long highest; // 0: nothing seen yet; valid counters start at 1

    /** @return null if the counter is new (nothing is remembered), else why it is refused */
    synchronized String check(long counter) {
        if (counter <= 0) {
            return "invalid call counter " + counter;
        }
        if (counter > highest) {
            return null;
        }
        if (highest - counter >= WINDOW) {
            return "replayed call counter " + counter + " (older than the anti-replay window: highest seen "
                    + highest + ", window " + WINDOW + ")";
        }
        return seen.get(slot(counter)) ? "replayed call counter " + counter : null;
    }

    /** @return null if accepted (and now remembered), else why it is refused */
    synchronized String accept(long counter) {
        String refusal = check(counter);
        if (refusal != null) {
            return refusal;
        }
        if (counter > highest) {
            if (counter - highest >= WINDOW) {
                seen.clear();
            } else {
                for (long c = highest + 1; c <= counter; c++) {
                    seen.clear(slot(c));
                }
            }
            highest = counter;
        }
        seen.set(slot(counter));
        return null;
    }

    private static int slot(long counter) {
        return (int) (counter % WINDOW);
    }
}
