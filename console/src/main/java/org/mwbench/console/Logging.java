package org.mwbench.console;

/** The log level of commands whose own output is the point: progress lines, tables. */
final class Logging {
    private Logging() {
    }

    /**
     * Only warnings from here on. slf4j-simple reads the level when the first logger is
     * made, so this must run before any platform class logs.
     */
    static void warningsOnly() {
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
}
