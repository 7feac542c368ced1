package org.mwbench.injectors.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * The scenario's own time: nanoseconds since the blade started, not counting the time it
 * was suspended, so that a load profile resumes where it paused instead of jumping ahead.
 * Users that reach a step while the blade is suspended are held here, holding no thread,
 * and handed back to their pool at resume.
 */
final class RunClock {
    private final long startNanoTime;
    private long pausedTotal;
    private long pausedAt = -1;
    /** How to go on with each user held by the pause: its hand-back to its pool. */
    private final List<Runnable> held = new ArrayList<>();

    RunClock(long startNanoTime) {
        this.startNanoTime = startNanoTime;
    }

    synchronized long elapsedNanos() {
        long now = pausedAt >= 0 ? pausedAt : System.nanoTime();
        return now - startNanoTime - pausedTotal;
    }

    /** The {@code System.nanoTime()} at which the clock will read {@code elapsed}, if not paused again. */
    synchronized long nanoTimeAt(long elapsed) {
        return startNanoTime + pausedTotal + elapsed;
    }

    synchronized boolean paused() {
        return pausedAt >= 0;
    }

    synchronized void pause() {
        if (pausedAt < 0) {
            pausedAt = System.nanoTime();
        }
    }

    void resume() {
        List<Runnable> released;
        synchronized (this) {
            if (pausedAt < 0) {
                return;
            }
            pausedTotal += System.nanoTime() - pausedAt;
            pausedAt = -1;
            released = new ArrayList<>(held);
            held.clear();
        }
        released.forEach(Runnable::run);
    }

    /**
     * Keeps {@code goOn} until resume when the clock is paused, and says so; false when it is
     * running (then the caller goes on at once).
     */
    synchronized boolean holdWhilePaused(Runnable goOn) {
        if (pausedAt < 0) {
            return false;
        }
        held.add(goOn);
        return true;
    }

    /** Takes back a hold, for a user that must stop now; false when it was not held. */
    synchronized boolean release(Runnable goOn) {
        return held.remove(goOn);
    }
}
