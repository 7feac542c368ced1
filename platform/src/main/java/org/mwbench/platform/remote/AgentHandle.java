package org.mwbench.platform.remote;

import java.rmi.RemoteException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.blade.TimeBase;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.control.ChannelClient;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.security.SharedSecret;

/**
 * The supervisor's side of one agent: a sealed control session with it (the agent proves the
 * secret when it is opened), and the measure of how far the agent's clock is from the
 * supervisor's.
 */
public final class AgentHandle {
    /** The first exchanges are slow (cold code paths); more samples make a short one likely. */
    private static final int CLOCK_SAMPLES = 15;

    private final String name;
    private final AgentControl agent;

    private AgentHandle(String name, AgentControl agent) {
        this.name = name;
        this.agent = agent;
    }

    /**
     * Opens a session with the agent behind {@code channel}.
     *
     * @throws org.mwbench.platform.control.PeerNotProvenException the endpoint cannot prove the
     *         secret under {@code expectedName}
     */
    public static AgentHandle open(String expectedName, ControlChannel channel, SharedSecret secret) throws RemoteException {
        return new AgentHandle(expectedName, ChannelClient.connect(AgentControl.class, channel, secret, expectedName));
    }

    public String name() {
        return name;
    }

    /**
     * The agent's clock minus the supervisor's, by Cristian's method: of several
     * exchanges, the one with the shortest round trip is kept, and half that round trip
     * bounds the estimate's error.
     *
     * @param offsetNanos     the agent's clock minus the supervisor's
     * @param errorBoundNanos the most the true offset can differ from the estimate
     */
    public record ClockOffset(long offsetNanos, long errorBoundNanos) {
    }

    public ClockOffset clockOffset() throws RemoteException {
        long bestRoundTrip = Long.MAX_VALUE;
        long bestOffset = 0;
        for (int i = 0; i < CLOCK_SAMPLES; i++) {
            long before = TimeBase.epochNanos(java.time.Instant.now());
            long agentClock = agent.clock();
            long after = TimeBase.epochNanos(java.time.Instant.now());
            if (after - before < bestRoundTrip) {
                bestRoundTrip = after - before;
                bestOffset = agentClock - (before + (after - before) / 2);
            }
        }
        return new ClockOffset(bestOffset, bestRoundTrip / 2);
    }

    public Map<String, String> environment() throws RemoteException {
        return agent.environment();
    }

    /** @return the endpoints of the server blades deployed, by blade id */
    public Map<String, String> deploy(String runId, List<BladeDeployment> blades) throws AgentException, RemoteException {
        return agent.deploy(runId, blades);
    }

    public void init(String runId, long originEpochNanosOnAgent, Map<String, String> endpoints)
            throws AgentException, RemoteException {
        agent.init(runId, originEpochNanosOnAgent, endpoints);
    }

    public Map<String, Long> start(String runId, long startAtSinceOrigin) throws AgentException, RemoteException {
        return agent.start(runId, startAtSinceOrigin);
    }

    public void suspend(String runId, Collection<String> blades) throws AgentException, RemoteException {
        agent.suspend(runId, blades);
    }

    public void resume(String runId, Collection<String> blades) throws AgentException, RemoteException {
        agent.resume(runId, blades);
    }

    public void stop(String runId, Collection<String> blades) throws AgentException, RemoteException {
        agent.stop(runId, blades);
    }

    public Map<String, BladeStatus> status(String runId) throws AgentException, RemoteException {
        return agent.status(runId);
    }

    public IntervalReport drainSummaries(String runId) throws AgentException, RemoteException {
        return agent.drainSummaries(runId);
    }

    public List<StoredFile> files(String runId, String bladeId) throws AgentException, RemoteException {
        return agent.files(runId, bladeId);
    }

    public byte[] read(String runId, String bladeId, String file, long offset, int length)
            throws AgentException, RemoteException {
        return agent.read(runId, bladeId, file, offset, length);
    }

    public void abort(String runId, String reason) throws AgentException, RemoteException {
        agent.abort(runId, reason);
    }

    public void undeploy(String runId, boolean deleteFiles) throws RemoteException {
        agent.undeploy(runId, deleteFiles);
    }
}
