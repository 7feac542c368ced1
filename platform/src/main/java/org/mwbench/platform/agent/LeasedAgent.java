package org.mwbench.platform.agent;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.remote.AgentControl;
import org.mwbench.platform.remote.AgentException;
import org.mwbench.platform.remote.BladeStatus;
import org.mwbench.platform.remote.StoredFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A remote agent's control interface, under a lease per run ({@link RunLeases}): every call
 * that names a run renews that run's lease, and a run whose supervisor stays silent for
 * longer than the lease is aborted, its files kept. Without it, a supervisor killed with
 * {@code kill -9} would leave its blades running on every user-started agent for as long as
 * the agent lives, server JVMs included. The embedded {@code local host} agent and the agents
 * of blade JVMs need none: they end with the JVM that drives them.
 */
public final class LeasedAgent implements AgentControl, AutoCloseable {
    /** The lease of {@code mwbench agent} unless {@code --lease} says otherwise. */
    public static final Duration DEFAULT_LEASE = Duration.ofSeconds(10);
    /**
     * The shortest lease an agent accepts: supervisors speak to their agents once a second,
     * so a shorter one would abort runs whose supervisor is alive and merely one beat late.
     */
    public static final Duration MIN_LEASE = Duration.ofSeconds(2);

    private static final Logger LOG = LoggerFactory.getLogger(LeasedAgent.class);

    private final Agent agent;
    private final Duration lease;
    private final RunLeases leases;
    private final ScheduledExecutorService watch;

    /** Checks the leases on a thread of its own, often enough to act within a quarter lease of a lapse. */
    public static LeasedAgent watched(Agent agent, Duration lease) {
        LeasedAgent leased = new LeasedAgent(agent, lease, System::nanoTime, true);
        long period = Math.max(10, Math.min(lease.toMillis() / 4, 1000));
        leased.watch.scheduleWithFixedDelay(leased::abortLapsedRuns, period, period, TimeUnit.MILLISECONDS);
        return leased;
    }

    /** For tests: time from the given clock, and leases checked only by {@link #abortLapsedRuns()}. */
    static LeasedAgent checkedByHand(Agent agent, Duration lease, LongSupplier nanoClock) {
        return new LeasedAgent(agent, lease, nanoClock, false);
    }

    private LeasedAgent(Agent agent, Duration lease, LongSupplier nanoClock, boolean watched) {
        this.agent = agent;
        this.lease = lease;
        this.leases = new RunLeases(lease, nanoClock);
        this.watch = watched ? Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "mwbench-agent-leases");
            thread.setDaemon(true);
            return thread;
        }) : null;
    }

    /** Aborts every run whose lease lapsed, and says why. */
    void abortLapsedRuns() {
        for (RunLeases.Lapse lapse : leases.lapsed()) {
            String reason = String.format(Locale.ROOT, "no word from the supervisor of run %s for %.1f s (lease %s s)",
                    lapse.runId(), lapse.silentNanos() / 1e9,
                    BigDecimal.valueOf(lease.toMillis(), 3).stripTrailingZeros().toPlainString());
            try {
                agent.abort(lapse.runId(), reason);
            } catch (AgentException e) {
                LOG.debug("run {} was undeployed meanwhile: {}", lapse.runId(), e.getMessage());
            } catch (RuntimeException e) {
                LOG.error("agent '{}': aborting run {} failed", agent.name(), lapse.runId(), e);
            }
        }
    }

    private interface RunStep<T> {
        T apply() throws AgentException;
    }

    /** Runs one call that names the run, holding its lease until the call ends. */
    private <T> T renewing(String runId, RunStep<T> step) throws AgentException {
        RunLeases.Call call = leases.call(runId);
        try {
            return step.apply();
        } finally {
            call.end();
        }
    }

    @Override
    public Map<String, String> environment() {
        return agent.environment();
    }

    @Override
    public long clock() {
        return agent.clock();
    }

    @Override
    public Map<String, String> deploy(String runId, List<BladeDeployment> blades) throws AgentException {
        boolean opened = leases.open(runId);
        try {
            return renewing(runId, () -> agent.deploy(runId, blades));
        } catch (AgentException | RuntimeException e) {
            if (opened) {
                leases.close(runId); // the agent discarded the run
            }
            throw e;
        }
    }

    @Override
    public void init(String runId, long originEpochNanos, Map<String, String> endpoints) throws AgentException {
        renewing(runId, () -> {
            agent.init(runId, originEpochNanos, endpoints);
            return null;
        });
    }

    @Override
    public Map<String, Long> start(String runId, long startAtSinceOrigin) throws AgentException {
        return renewing(runId, () -> agent.start(runId, startAtSinceOrigin));
    }

    @Override
    public void suspend(String runId, Collection<String> bladeIds) throws AgentException {
        renewing(runId, () -> {
            agent.suspend(runId, bladeIds);
            return null;
        });
    }

    @Override
    public void resume(String runId, Collection<String> bladeIds) throws AgentException {
        renewing(runId, () -> {
            agent.resume(runId, bladeIds);
            return null;
        });
    }

    @Override
    public void stop(String runId, Collection<String> bladeIds) throws AgentException {
        renewing(runId, () -> {
            agent.stop(runId, bladeIds);
            return null;
        });
    }

    @Override
    public Map<String, BladeStatus> status(String runId) throws AgentException {
        return renewing(runId, () -> agent.status(runId));
    }

    @Override
    public IntervalReport drainSummaries(String runId) throws AgentException {
        return renewing(runId, () -> agent.drainSummaries(runId));
    }

    @Override
    public List<StoredFile> files(String runId, String bladeId) throws AgentException {
        return renewing(runId, () -> agent.files(runId, bladeId));
    }

    @Override
    public byte[] read(String runId, String bladeId, String file, long offset, int length) throws AgentException {
        return renewing(runId, () -> agent.read(runId, bladeId, file, offset, length));
    }

    /** A run its supervisor aborted itself has nothing left for a lease to end. */
    @Override
    public void abort(String runId, String reason) throws AgentException {
        try {
            renewing(runId, () -> {
                agent.abort(runId, reason);
                return null;
            });
        } finally {
            leases.close(runId);
        }
    }

    @Override
    public void undeploy(String runId, boolean deleteFiles) {
        agent.undeploy(runId, deleteFiles);
        leases.close(runId);
    }

    @Override
    public void close() {
        if (watch != null) {
            watch.shutdownNow();
        }
    }
}
