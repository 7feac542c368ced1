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

    private ExitCodes() {
    }
}
