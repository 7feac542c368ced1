package org.mwbench.console;

import org.mwbench.platform.blade.Durations;
import picocli.CommandLine.Option;

/** The timeout every remote call of a command gets. */
final class CallTimeoutOption {
    @Option(names = "--call-timeout", paramLabel = "D", defaultValue = "30s",
            description = "Timeout of every remote control call (default: ${DEFAULT-VALUE}).")
    String callTimeout;

    int millis() {
        long millis = Durations.parse(callTimeout, "s").toMillis();
        if (millis <= 0 || millis > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("--call-timeout must be between 1 ms and 24 days, not " + callTimeout);
        }
        return (int) millis;
    }
}
