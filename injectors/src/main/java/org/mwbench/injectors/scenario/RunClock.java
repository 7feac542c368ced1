package org.mwbench.injectors.scenario;

/**
 * The scenario's own time: nanoseconds since the blade started, not counting the time it
 * was suspended, so that a load profile resumes where it paused instead of jumping ahead.
 * Users wait here while the blade is suspended.
 */
final class RunClock {
    private final long startNanoTime;
    private long pausedTotal;
    private long pausedAt = -1;

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

    synchronized void pause() {
        if (pausedAt < 0) {
            pausedAt = System.nanoTime();
        }
    }

    synchronized void resume() {
        if (pausedAt >= 0) {
            pausedTotal += System.nanoTime() - pausedAt;
            pausedAt = -1;
            notifyAll();
        }
    }

    /** Blocks while paused. */
    synchronized void awaitRunning() throws InterruptedException {
        while (pausedAt >= 0) {
            wait();
        }
    }


}
