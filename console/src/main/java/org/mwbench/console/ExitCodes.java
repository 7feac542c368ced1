package org.mwbench.console;

/** What mwbench's exit codes mean; scripts and CI rely on them. */
public final class ExitCodes {
    /** Everything ran and nothing failed. */
    public static final int OK = 0;
    /** The run happened but something went wrong in it: a lost agent, an aborted blade. */
    public static final int FAILURE = 1;
    /** Bad input: the command line or the plan; nothing was deployed. */
    public static final int USAGE = 2;

    /**
     * The run went well but was stopped ({@code --duration}, Ctrl-C) before everything the plan
     * asked for was measured: what was measured is kept, and the run names what was cut short
     * or left out. CI can tell a partial run from a complete one.
     */
    public static final int INCOMPLETE = 3;

    /**
     * The run went well (or was stopped) but a criterion of the plan ({@code criterion.N}) does not
     * hold on what it measured: a CI gate, as k6's thresholds. A failure (1) takes precedence.
     */
    public static final int CRITERIA_FAILED = 4;

    /** Of two runs' codes, the one a script must see: a failure, then a failed criterion, then a cut-short run. */
    static int worst(int one, int other) {
        return rank(one) >= rank(other) ? one : other;
    }

    private static int rank(int code) {
        return switch (code) {
            case FAILURE -> 3;
            case CRITERIA_FAILED -> 2;
            case INCOMPLETE -> 1;
            default -> 0;
        };
    }

    private ExitCodes() {
    }
}
