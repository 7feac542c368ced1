package org.mwbench.platform.remote;

import java.rmi.RemoteException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.blade.TimeBase;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.security.ProofMaker;
import org.mwbench.platform.security.SharedSecret;

/**
 * The supervisor's side of one agent: it opens a control session, signs every call with
 * the shared secret, and measures how far the agent's clock is from its own.
 */
public final class AgentHandle {
    /** The first exchanges are slow (cold code paths); more samples make a short one likely. */
    private static final int CLOCK_SAMPLES = 15;

    private final String name;
    private final AgentControl agent;
    private final ProofMaker proofs;

    private AgentHandle(String name, AgentControl agent, ProofMaker proofs) {
        this.name = name;
        this.agent = agent;
        this.proofs = proofs;
    }

    public static AgentHandle open(String expectedName, AgentControl agent, SharedSecret secret) throws RemoteException {
        Greeting greeting = agent.hello();
        if (!greeting.name().equals(expectedName)) {
            throw new RemoteException("the agent registered as '" + expectedName + "' calls itself '"
                    + greeting.name() + "'");
        }
        return new AgentHandle(expectedName, agent, new ProofMaker(secret, expectedName, greeting.nonce()));
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
            long agentClock = agent.clock(proofs.next("clock"));
            long after = TimeBase.epochNanos(java.time.Instant.now());
            if (after - before < bestRoundTrip) {
                bestRoundTrip = after - before;
                bestOffset = agentClock - (before + (after - before) / 2);
            }
        }
        return new ClockOffset(bestOffset, bestRoundTrip / 2);
    }

    public Map<String, String> environment() throws RemoteException {
        return agent.environment(proofs.next("environment"));
    }

    /** @return the endpoints of the server blades deployed, by blade id */
    public Map<String, String> deploy(String runId, List<BladeDeployment> blades) throws AgentException, RemoteException {
        return agent.deploy(proofs.next("deploy"), runId, blades);
    }

    public void init(String runId, long originEpochNanosOnAgent, Map<String, String> endpoints)
            throws AgentException, RemoteException {
        agent.init(proofs.next("init"), runId, originEpochNanosOnAgent, endpoints);
    }

    public Map<String, Long> start(String runId, long startAtSinceOrigin) throws AgentException, RemoteException {
        return agent.start(proofs.next("start"), runId, startAtSinceOrigin);
    }

    public void suspend(String runId, Collection<String> blades) throws AgentException, RemoteException {
        agent.suspend(proofs.next("suspend"), runId, blades);
    }

    public void resume(String runId, Collection<String> blades) throws AgentException, RemoteException {
        agent.resume(proofs.next("resume"), runId, blades);
    }

    public void stop(String runId, Collection<String> blades) throws AgentException, RemoteException {
        agent.stop(proofs.next("stop"), runId, blades);
    }

    public Map<String, BladeStatus> status(String runId) throws AgentException, RemoteException {
        return agent.status(proofs.next("status"), runId);
    }

    public IntervalReport drainSummaries(String runId) throws AgentException, RemoteException {
        return agent.drainSummaries(proofs.next("drainSummaries"), runId);
    }

    public List<StoredFile> files(String runId, String bladeId) throws AgentException, RemoteException {
        return agent.files(proofs.next("files"), runId, bladeId);
    }

    public byte[] read(String runId, String bladeId, String file, long offset, int length)
            throws AgentException, RemoteException {
        return agent.read(proofs.next("read"), runId, bladeId, file, offset, length);
    }

    public void undeploy(String runId, boolean deleteFiles) throws RemoteException {
        agent.undeploy(proofs.next("undeploy"), runId, deleteFiles);
    }
}
