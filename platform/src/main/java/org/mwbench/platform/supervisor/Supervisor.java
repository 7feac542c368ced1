package org.mwbench.platform.supervisor;

import java.util.Collection;
import java.util.Optional;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;

/**
 * The supervisor: it deploys a plan's blades to their agents and drives them through the
 * life cycle together. One test at a time, as CLIF's supervisor drives one test plan.
 */
public interface Supervisor {

    void configure(SupervisorSettings settings);

    /**
     * Checks the plan against the live platform (agents registered, classes loadable) and
     * deploys every blade; on any failure nothing stays deployed.
     */
    ActiveRun deploy(TestPlan plan) throws PlanException, SupervisorException;

    /** As {@link #deploy(TestPlan)}, storing the run in the given folder (a campaign's series, say). */
    ActiveRun deploy(TestPlan plan, java.nio.file.Path runFolder) throws PlanException, SupervisorException;

    /** Hands out the time origin and initializes every blade. */
    void init() throws SupervisorException;

    /** Starts every blade at one shared instant and measures how far apart they really started. */
    StartResult start() throws SupervisorException;

    /** @param bladeIds the blades to act on; empty for all */
    void suspend(Collection<String> bladeIds) throws SupervisorException;

    void resume(Collection<String> bladeIds) throws SupervisorException;

    void stop(Collection<String> bladeIds) throws SupervisorException;

    /**
     * Stops the load: the injector blades. The servers and probes follow once the injectors are
     * done ({@link #poll} stops them then, as at a run's normal end), so that the calls in flight
     * end against servers still serving; stopped together, a server could go away under them,
     * and they were counted as failures. A run with no injector is stopped whole.
     */
    void stopLoad() throws SupervisorException;

    /** What happened since the last poll: live summaries, blade states, lost agents. Never throws. */
    Snapshot poll();

    /** Brings every stopped blade's event files into the report folder. */
    CollectResult collect() throws SupervisorException;

    /** Removes every blade from its agent; the agents delete files that were collected. */
    void undeploy();

    Optional<ActiveRun> current();
}
