package org.mwbench.console;

import java.util.ArrayList;
import java.util.List;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C (SIGINT) and SIGTERM while {@code mwbench run} runs. The JVM's own handling would
 * start its shutdown: the run could then neither write its report (no hook or executor may
 * start during shutdown) nor choose its exit code (130). Handled here instead, the first
 * signal asks the run to stop in order (stop the load, collect, report, exit 3), and a
 * second one, a moment later, forces out at once, keeping what was collected by then.
 */
final class StopSignals implements AutoCloseable {
    private static final List<String> NAMES = List.of("INT", "TERM");
    /**
     * A repeat this soon after the first is the same stop delivered twice, not a second Ctrl-C:
     * {@code timeout -s INT} signals its command and then its whole process group, the command
     * included. A user who presses Ctrl-C again does it once the first has visibly not ended the run.
     */
    static final long SAME_STOP_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(2);

    private final List<Signal> signals = new ArrayList<>();
    private final List<SignalHandler> previous = new ArrayList<>();

    private StopSignals() {
    }

    /**
     * @param orderlyStop runs on the first signal, in the signal's own thread; it must not block
     * @param forcedExit  runs on the second one; it is expected to end the JVM
     */
    static StopSignals install(Runnable orderlyStop, Runnable forcedExit) {
        SignalHandler handler = new FirstStopsSecondForces(orderlyStop, forcedExit, SAME_STOP_NANOS);
        StopSignals installed = new StopSignals();
        for (String name : NAMES) {
            Signal signal = new Signal(name);
            try {
                installed.previous.add(Signal.handle(signal, handler));
                installed.signals.add(signal);
            } catch (IllegalArgumentException e) {
                // the JVM keeps this signal (-Xrs): it ends the run as it did before
            }
        }
        return installed;
    }

    /** Gives the signals back to the JVM, whose default ends it; for what follows the run. */
    @Override
    public void close() {
        for (int i = 0; i < signals.size(); i++) {
            Signal.handle(signals.get(i), previous.get(i));
        }
    }

    /** The handler of both signals: they are one stop, whichever comes first. */
    static final class FirstStopsSecondForces implements SignalHandler {
        private final Runnable orderlyStop;
        private final Runnable forcedExit;
        private final long sameStopNanos;
        private boolean stopping;
        private long firstNanos;

        /** @param sameStopNanos a repeat sooner than this after the first is ignored, as the same stop */
        FirstStopsSecondForces(Runnable orderlyStop, Runnable forcedExit, long sameStopNanos) {
            this.orderlyStop = orderlyStop;
            this.forcedExit = forcedExit;
            this.sameStopNanos = sameStopNanos;
        }

        @Override
        public void handle(Signal signal) {
            boolean first;
            boolean force;
            synchronized (this) {
                long now = System.nanoTime();
                first = !stopping;
                force = stopping && now - firstNanos >= sameStopNanos;
                if (first) {
                    stopping = true;
                    firstNanos = now;
                }
            }
            if (first) {
                orderlyStop.run();
            } else if (force) {
                forcedExit.run();
            }
        }
    }
}
