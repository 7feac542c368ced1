package org.mwbench.results.cli;

/** The exit codes of the results commands: those of every mwbench command (the console's ExitCodes). */
final class ExitCodes {
    static final int OK = 0;
    /** A run or file failed to import; a regression found with {@code --fail}. */
    static final int FAILURE = 1;
    /** Bad input: an option, a database that cannot be opened. */
    static final int USAGE = 2;

    private ExitCodes() {
    }
}
