package org.mwbench.platform.remote;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.security.CallProof;

/**
 * What a supervisor can ask of an agent (a CLIF "server"). Every call but {@link #hello()}
 * carries a proof that the caller holds the shared secret; an agent refuses any call
 * without one. Calls are short and bounded: waiting for the end of a run is done by
 * polling {@link #status}, and collecting files by reading them in chunks, so that every
 * call can have a timeout.
 */
public interface AgentControl extends Remote {

    /** Opens a control session: the agent's name and a fresh nonce that proofs are bound to. */
    Greeting hello() throws RemoteException;

    /** JVM, OS, CPU and host of the agent, for the report's environment file. */
    Map<String, String> environment(CallProof proof) throws RemoteException;

    /** The agent's wall clock in ns since the epoch, to measure its offset from the supervisor's. */
    long clock(CallProof proof) throws RemoteException;

    /**
     * Creates the blades; all or none: on failure the ones already created are removed.
     * Server blades start their servers now.
     *
     * @return the endpoints of the server blades among them, by blade id
     */
    Map<String, String> deploy(CallProof proof, String runId, List<BladeDeployment> blades)
            throws AgentException, RemoteException;

    /**
     * Initializes the run's blades with the time origin, given on this agent's clock, and
     * the endpoints of every server blade of the run, on whatever agent.
     */
    void init(CallProof proof, String runId, long originEpochNanos, Map<String, String> endpoints)
            throws AgentException, RemoteException;

    /**
     * Starts every blade of the run at the given instant (ns since the origin), all in
     * parallel, and returns once they have started.
     *
     * @return each blade's actual start instant, in ns since the origin
     */
    Map<String, Long> start(CallProof proof, String runId, long startAtSinceOrigin)
            throws AgentException, RemoteException;

    /** @param bladeIds the blades to act on; empty means all of the run's blades */
    void suspend(CallProof proof, String runId, Collection<String> bladeIds) throws AgentException, RemoteException;

    void resume(CallProof proof, String runId, Collection<String> bladeIds) throws AgentException, RemoteException;

    /** Asks the blades to stop, and returns without waiting; {@link #status} shows when they have. */
    void stop(CallProof proof, String runId, Collection<String> bladeIds) throws AgentException, RemoteException;

    Map<String, BladeStatus> status(CallProof proof, String runId) throws AgentException, RemoteException;

    /** Closes the current interval and hands out the summaries and gauges produced since the last call, once each. */
    IntervalReport drainSummaries(CallProof proof, String runId) throws AgentException, RemoteException;

    /** The event files a blade has written, once it is in a final state. */
    List<StoredFile> files(CallProof proof, String runId, String bladeId) throws AgentException, RemoteException;

    byte[] read(CallProof proof, String runId, String bladeId, String file, long offset, int length)
            throws AgentException, RemoteException;

    /** Stops and removes the run's blades; with {@code deleteFiles}, also their event files. */
    void undeploy(CallProof proof, String runId, boolean deleteFiles) throws RemoteException;
}
