package org.mwbench.console;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C (SIGINT) and SIGTERM while {@code mwbench run} runs. The JVM's own handling would
 * start its shutdown: the run could then neither write its report (no hook or executor may
 * start during shutdown) nor choose its exit code (130). Handled here instead, the first
 * signal asks the run to stop in order (stop the load, collect, report, exit 3), and the
 * second forces out at once, keeping what was collected by then.
 */
final class StopSignals implements AutoCloseable {
    private static final List<String> NAMES = List.of("INT", "TERM");

    private final List<Signal> signals = new ArrayList<>();
    private final List<SignalHandler> previous = new ArrayList<>();

    private StopSignals() {
    }

    /**
     * @param orderlyStop runs on the first signal, in the signal's own thread; it must not block
     * @param forcedExit  runs on the second one; it is expected to end the JVM
     */
    static StopSignals install(Runnable orderlyStop, Runnable forcedExit) {
        AtomicInteger received = new AtomicInteger();
        SignalHandler handler = signal -> {
            if (received.incrementAndGet() == 1) {
                orderlyStop.run();
            } else {
                forcedExit.run();
            }
        };
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
}
