package org.mwbench.platform.blade;

/**
 * A blade's life-cycle states, named as CLIF names them in its {@code lifecycle} files.
 * The ids are mwbench's own (CLIF's were not published) and never change, because stored
 * runs carry them.
 */
public enum BladeState {
    UNDEPLOYED(0, "undeployed"),
    DEPLOYING(1, "deploying"),
    DEPLOYED(2, "deployed"),
    INITIALIZING(3, "initializing"),
    INITIALIZED(4, "initialized"),
    STARTING(5, "starting"),
    RUNNING(6, "running"),
    SUSPENDING(7, "suspending"),
    SUSPENDED(8, "suspended"),
    RESUMING(9, "resuming"),
    STOPPING(10, "stopping"),
    STOPPED(11, "stopped"),
    COMPLETED(12, "completed"),
    ABORTED(13, "aborted");

    private final int id;
    private final String label;

    BladeState(int id, String label) {
        this.id = id;
        this.label = label;
    }

    public int id() {
        return id;
    }

    public String label() {
        return label;
    }

    /** A blade in a final state does no more work and can be collected. */
    public boolean isFinal() {
        return this == STOPPED || this == COMPLETED || this == ABORTED;
    }
}
