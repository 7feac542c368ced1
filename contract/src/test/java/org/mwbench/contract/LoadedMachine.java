package org.mwbench.contract;

import java.time.Duration;

/**
 * How long a test may wait before it calls something hung. The suite runs on 2-core machines
 * that other work may load heavily (CI has seen load averages above 30): there, a step that takes
 * milliseconds on an idle machine can take seconds, so no test bounds how fast anything is. An
 * upper bound on elapsed time is only a hang guard, at least {@value #TIMEOUT_FACTOR} times the
 * timeout involved and never under {@value #HANG_GUARD_SECONDS} s. What a test proves instead is
 * the cause: the right exception, a timeout that did not fire early (load only makes things
 * later, so lower bounds hold), nothing left running, the next call working. Modules get this
 * class through contract's test jar.
 */
public final class LoadedMachine {
    /** The least a hang guard allows, whatever the timeout involved; a compile-time constant for {@code @Timeout}. */
    public static final long HANG_GUARD_SECONDS = 30;
    /** {@link #HANG_GUARD_SECONDS} as a duration: the guard for a step that has no timeout of its own. */
    public static final Duration HANG_GUARD = Duration.ofSeconds(HANG_GUARD_SECONDS);
    /**
     * The call timeout of a connection whose calls a test expects answered: only a hang guard. A
     * short one is a speed claim in disguise (a 2 s timeout failed a gRPC connect at load 46).
     * Keep short timeouts for the calls a test expects to time out.
     */
    public static final Duration ANSWERED_CALL = HANG_GUARD;
    /** How many times the timeout involved a hang guard allows at least. */
    public static final int TIMEOUT_FACTOR = 5;

    private LoadedMachine() {
    }

    /** The hang guard for a wait bounded by {@code timeout}: {@value #TIMEOUT_FACTOR} times it, and at least {@link #HANG_GUARD}. */
    public static Duration hangGuard(Duration timeout) {
        Duration scaled = timeout.multipliedBy(TIMEOUT_FACTOR);
        return scaled.compareTo(HANG_GUARD) > 0 ? scaled : HANG_GUARD;
    }
}
