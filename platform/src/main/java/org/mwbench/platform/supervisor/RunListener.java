package org.mwbench.platform.supervisor;

/** What a run sequence tells its user as it goes; the command line prints it. */
public interface RunListener {
    default void deployed(ActiveRun run) {
    }

    default void started(StartResult start) {
    }

    /** Once a second while the run goes on. */
    default void progress(Snapshot snapshot) {
    }

    default void stopping(String why) {
    }

    default void collected(CollectResult result) {
    }
}
