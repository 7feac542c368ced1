package org.mwbench.console;

import org.mwbench.platform.supervisor.ActiveRun;
import org.mwbench.platform.supervisor.CollectResult;
import org.mwbench.platform.supervisor.RunListener;
import org.mwbench.platform.supervisor.Snapshot;
import org.mwbench.platform.supervisor.StartResult;
import org.mwbench.results.cli.RunStoring;

/**
 * Passes a run's events on to the listener that prints them, and starts opening the results
 * database once the run is deployed: the run then overlaps the opening (a new database's
 * schema takes longest), and a plan rejected before deploy leaves no database, nor the runs
 * folder it would be in, behind (the deploy makes that folder with the report mode's
 * permissions, before the database's file goes into it).
 */
final class StoringOnDeploy implements RunListener {
    private final RunListener printer;
    private final RunStoring storing;

    StoringOnDeploy(RunListener printer, RunStoring storing) {
        this.printer = printer;
        this.storing = storing;
    }

    @Override
    public void deployed(ActiveRun run) {
        storing.openInBackground();
        printer.deployed(run);
    }

    @Override
    public void started(StartResult start) {
        printer.started(start);
    }

    @Override
    public void progress(Snapshot snapshot) {
        printer.progress(snapshot);
    }

    @Override
    public void stopping(String why) {
        printer.stopping(why);
    }

    @Override
    public void collected(CollectResult result) {
        printer.collected(result);
    }
}
