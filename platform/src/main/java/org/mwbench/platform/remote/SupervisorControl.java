package org.mwbench.platform.remote;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.security.CallProof;
import org.mwbench.platform.storage.QuickStatistics;
import org.mwbench.platform.supervisor.CollectResult;
import org.mwbench.platform.supervisor.StartResult;
import org.mwbench.platform.supervisor.SupervisorException;
import org.mwbench.platform.supervisor.SupervisorStatus;

/**
 * What {@code mwbench deploy|init|start|...} ask of a running supervisor, as CLIF's
 * {@code clifcmd} drives its console. Calls carry proofs of the shared secret, like the
 * supervisor's own calls to agents.
 */
public interface SupervisorControl extends Remote {
    /** The name under which a supervisor is bound in its RMI registry. */
    String BINDING = "mwbench-supervisor";

    /** The peer name that proofs for a supervisor are bound to. */
    String PEER_NAME = "supervisor";

    Greeting hello() throws RemoteException;

    /** @return the run's id, which is also its report folder's name */
    String deploy(CallProof proof, String planText, String planOrigin, String planName)
            throws PlanException, SupervisorException, RemoteException;

    void init(CallProof proof) throws SupervisorException, RemoteException;

    StartResult start(CallProof proof) throws SupervisorException, RemoteException;

    /** @param bladeIds the blades to act on; empty for all */
    void suspend(CallProof proof, List<String> bladeIds) throws SupervisorException, RemoteException;

    void resume(CallProof proof, List<String> bladeIds) throws SupervisorException, RemoteException;

    void stop(CallProof proof, List<String> bladeIds) throws SupervisorException, RemoteException;

    SupervisorStatus status(CallProof proof) throws RemoteException;

    /** Collects every blade's files into the report folder and undeploys the test. */
    CollectResult collect(CallProof proof) throws SupervisorException, RemoteException;

    /** The quick statistics of the last collected test. */
    List<QuickStatistics.Row> quickstats(CallProof proof) throws SupervisorException, RemoteException;
}
