package org.mwbench.platform.remote;

import java.rmi.RemoteException;
import java.util.List;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.storage.QuickStatistics;
import org.mwbench.platform.supervisor.CollectResult;
import org.mwbench.platform.supervisor.StartResult;
import org.mwbench.platform.supervisor.SupervisorException;
import org.mwbench.platform.supervisor.SupervisorStatus;

/**
 * What {@code mwbench deploy|init|start|...} ask of a running supervisor, as CLIF's
 * {@code clifcmd} drives its console. It travels over a sealed control channel, like the
 * supervisor's own calls to agents.
 */
public interface SupervisorControl {
    /** The name under which a supervisor publishes this interface in its read-only registry. */
    String BINDING = "mwbench-supervisor";

    /** The name a supervisor proves the secret under. */
    String PEER_NAME = "supervisor";

    /** @return the run's id, which is also its report folder's name */
    String deploy(String planText, String planOrigin, String planName)
            throws PlanException, SupervisorException, RemoteException;

    void init() throws SupervisorException, RemoteException;

    StartResult start() throws SupervisorException, RemoteException;

    /** @param bladeIds the blades to act on; empty for all */
    void suspend(List<String> bladeIds) throws SupervisorException, RemoteException;

    void resume(List<String> bladeIds) throws SupervisorException, RemoteException;

    void stop(List<String> bladeIds) throws SupervisorException, RemoteException;

    SupervisorStatus status() throws RemoteException;

    /** Collects every blade's files into the report folder and undeploys the test. */
    CollectResult collect() throws SupervisorException, RemoteException;

    /** The quick statistics of the last collected test. */
    List<QuickStatistics.Row> quickstats() throws SupervisorException, RemoteException;
}
