package org.mwbench.platform.remote;

import java.rmi.RemoteException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.plan.BladeDeployment;

/**
 * What a supervisor can ask of an agent (a CLIF "server"). It travels over a sealed control
 * channel ({@link org.mwbench.platform.control.ChannelClient}): the agent proves the shared
 * secret before the supervisor sends anything, and checks the seal of every call, arguments
 * included, before it reads them. Calls are short and bounded: waiting for the end of a run
 * is done by polling {@link #status}, and collecting files by reading them in chunks, so that
 * every call can have a timeout.
 */
public interface AgentControl {

    /** JVM, OS, CPU and host of the agent, for the report's environment file. */
    Map<String, String> environment() throws RemoteException;

    /** The agent's wall clock in ns since the epoch, to measure its offset from the supervisor's. */
    long clock() throws RemoteException;

    /**
     * Creates the blades; all or none: on failure the ones already created are removed.
     * Server blades start their servers now.
     *
     * @return the endpoints of the server blades among them, by blade id
     */
    Map<String, String> deploy(String runId, List<BladeDeployment> blades)
            throws AgentException, RemoteException;

    /**
     * Initializes the run's blades with the time origin, given on this agent's clock, and
     * the endpoints of every server blade of the run, on whatever agent.
     */
    void init(String runId, long originEpochNanos, Map<String, String> endpoints)
            throws AgentException, RemoteException;

    /**
     * Starts every blade of the run at the given instant (ns since the origin), all in
     * parallel, and returns once they have started.
     *
     * @return each blade's actual start instant, in ns since the origin
     */
    Map<String, Long> start(String runId, long startAtSinceOrigin)
            throws AgentException, RemoteException;

    /** @param bladeIds the blades to act on; empty means all of the run's blades */
    void suspend(String runId, Collection<String> bladeIds) throws AgentException, RemoteException;

    void resume(String runId, Collection<String> bladeIds) throws AgentException, RemoteException;

    /** Asks the blades to stop, and returns without waiting; {@link #status} shows when they have. */
    void stop(String runId, Collection<String> bladeIds) throws AgentException, RemoteException;

    Map<String, BladeStatus> status(String runId) throws AgentException, RemoteException;

    /** Closes the current interval and hands out the summaries and gauges produced since the last call, once each. */
    IntervalReport drainSummaries(String runId) throws AgentException, RemoteException;

    /** The event files a blade has written, once it is in a final state. */
    List<StoredFile> files(String runId, String bladeId) throws AgentException, RemoteException;

    byte[] read(String runId, String bladeId, String file, long offset, int length)
            throws AgentException, RemoteException;

    /**
     * Gives up on the run: stops its blades, ending them {@code aborted} with the reason as a
     * fatal alarm, and ends the JVMs of those that have one. Unlike {@link #undeploy}, the run
     * stays, so its files can still be listed and read.
     */
    void abort(String runId, String reason) throws AgentException, RemoteException;

    /** Stops and removes the run's blades; with {@code deleteFiles}, also their event files. */
    void undeploy(String runId, boolean deleteFiles) throws RemoteException;
}
