package org.mwbench.platform.supervisor;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.rmi.RemoteException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.mwbench.platform.agent.DeployTimeout;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.Clock;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.blade.IntervalSummary;
import org.mwbench.platform.blade.TimeBase;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.plan.BladeRole;
import org.mwbench.platform.plan.PlanFile;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.PoolSpread;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.remote.AgentHandle;
import org.mwbench.platform.remote.AgentException;
import org.mwbench.platform.remote.BladeStatus;
import org.mwbench.platform.remote.StoredFile;
import org.mwbench.platform.storage.ReportFolders;
import org.mwbench.platform.storage.Storage;
import org.objectweb.fractal.api.control.BindingController;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The supervisor component's content. It is bound to the storage component, and talks
 * to agents through {@link AgentHandle}s, in parallel, so that a slow agent does not
 * delay the others' start.
 */
public class SupervisorImpl implements Supervisor, BindingController {
    public static final String STORAGE = "storage";
    private static final int CHUNK = 1 << 20;
    private static final Logger LOG = LoggerFactory.getLogger(SupervisorImpl.class);

    private Storage storage;
    private SupervisorSettings settings;

    private ActiveRun run;
    private final Map<String, AgentHandle> agents = new LinkedHashMap<>();
    private final Map<String, String> lostAgents = new ConcurrentHashMap<>();
    private final Map<String, BladeState> lastStates = new ConcurrentHashMap<>();
    private TimeBase timeBase;
    private long originEpochNanos;
    private long plannedStart = -1;
    /** The largest error bound of the agents' clock offsets, measured at init. */
    private final java.util.concurrent.atomic.AtomicLong clockErrorBound = new java.util.concurrent.atomic.AtomicLong();
    /** Set once the server blades were told to stop, so that they are told once per run. */
    private final java.util.concurrent.atomic.AtomicBoolean serversStopped = new java.util.concurrent.atomic.AtomicBoolean();
    private final LeaseKeeper leaseKeeper = new LeaseKeeper();
    /** Which agents joined which pool. */
    private PoolRoster pools;
    /** Dates the run's origin and its start instant. */
    private final Clock clock;

    public SupervisorImpl() {
        this(Clock.SYSTEM);
    }

    /** A supervisor on a clock of its own, for tests with fixed timestamps. */
    public SupervisorImpl(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void configure(SupervisorSettings settings) {
        this.settings = settings;
        this.pools = new PoolRoster(settings.directory(), settings.secret());
    }

    @Override
    public ActiveRun deploy(TestPlan plan) throws PlanException, SupervisorException {
        return deploy(plan, ReportFolders.newRunFolder(settings.reportRoot(), plan.name(), LocalDateTime.now()));
    }

    @Override
    public synchronized ActiveRun deploy(TestPlan written, Path runFolder) throws PlanException, SupervisorException {
        if (run != null) {
            throw new SupervisorException("test " + run.runId() + " is still deployed; undeploy it first");
        }
        Map<String, List<String>> poolMembers;
        try {
            long waitStart = System.nanoTime();
            settings.directory().awaitAgents(written.agents(), settings.agentPatience());
            Duration left = settings.agentPatience().minusNanos(System.nanoTime() - waitStart);
            poolMembers = pools.await(written, left.isNegative() ? Duration.ZERO : left);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SupervisorException("interrupted while waiting for agents");
        }
        // Timed from here: waiting for agents to register is the user's setup, not the deploy's cost.
        long deployStartNanos = clock.nanoTime();
        Map<String, List<PlanFile>> checked =
                PlanChecks.check(written, settings.directory().names(), SupervisorImpl.class.getClassLoader());
        PoolSpread spread = PoolSpread.of(written, poolMembers);
        TestPlan plan = spread.plan();
        Map<String, List<PlanFile>> filesByBlade = spread.byInstance(checked);

        Map<String, List<BladeDeployment>> byAgent = deployments(plan, filesByBlade);
        Path folder = openRunFolder(runFolder, plan);
        String runId = folder.getFileName().toString();
        storeInputs(filesByBlade);
        Map<String, AgentHandle> opened = new LinkedHashMap<>();
        try {
            for (String agentName : plan.agents()) {
                ControlChannel control = settings.directory().find(agentName).orElseThrow(() ->
                        new SupervisorException("agent '" + agentName + "' left the registry"));
                opened.put(agentName, AgentHandle.open(agentName, control, settings.secret()));
            }
        } catch (RemoteException | SupervisorException e) {
            storage.discardRun();
            throw new SupervisorException("cannot reach an agent of the plan: " + e.getMessage(), e);
        }
        List<String> failures = new ArrayList<>();
        List<String> deployed = new ArrayList<>();
        Map<String, String> endpoints = new java.util.TreeMap<>();
        Parallel.forEach(opened.values(), handle -> {
            Map<String, String> published = handle.deploy(runId, byAgent.get(handle.name()));
            leaseKeeper.holds(handle, runId);
            synchronized (deployed) {
                endpoints.putAll(published);
                deployed.add(handle.name());
            }
        }, failures);
        if (!failures.isEmpty()) {
            for (String name : deployed) {
                quietly(() -> opened.get(name).undeploy(runId, true));
            }
            leaseKeeper.releaseAll();
            failures.replaceAll(SupervisorImpl::namingCallTimeout);
            String message = "deploy failed, nothing is left deployed:\n  " + String.join("\n  ", failures);
            // Kept, not discarded: on a busy machine the folder and the log moved into it are what tells why.
            recordFacts(Map.of("deploy.failed", message));
            storage.closeRun();
            throw new DeployFailedException(message, folder);
        }
        agents.clear();
        agents.putAll(opened);
        lostAgents.clear();
        lastStates.clear();
        plan.blades().forEach(blade -> lastStates.put(blade.id(), BladeState.DEPLOYED));
        plannedStart = -1;
        serversStopped.set(false);
        run = new ActiveRun(runId, plan, folder, endpoints);
        Map<String, String> endpointFacts = new LinkedHashMap<>();
        endpoints.forEach((blade, endpoint) -> endpointFacts.put("endpoint." + blade, endpoint));
        long deployNanos = clock.nanoTime() - deployStartNanos;
        endpointFacts.put("deploy.duration_ns", Long.toString(deployNanos));
        recordFacts(endpointFacts);
        LOG.info("deployed {} blade(s) on {} agent(s) for {} in {} ms", plan.blades().size(), agents.size(), runId,
                String.format(java.util.Locale.ROOT, "%.1f", deployNanos / 1e6));
        return run;
    }

    /**
     * A remote agent's deploy call is bounded by the call timeout the agent was started with,
     * since the agent's own endpoint sets it: a timeout there names that option.
     */
    private static String namingCallTimeout(String failure) {
        return failure.contains("Read timed out") && !failure.contains("raises it")
                ? failure + " (the agent's deploy call is bounded by its --call-timeout; " + DeployTimeout.OPTION
                        + " D on the agent, or on run for emulated hosts, raises it)"
                : failure;
    }

    /** Each agent's blades, with their checked files under the names the blades ask for them by, in deploy order. */
    private static Map<String, List<BladeDeployment>> deployments(TestPlan plan, Map<String, List<PlanFile>> filesByBlade) {
        Map<String, List<BladeDeployment>> byAgent = new LinkedHashMap<>();
        // An agent initializes its blades in this order: a server another blade names (a
        // bridge's back server) comes first, so that the blade naming it finds it ready.
        for (BladeDefinition blade : ServerReferenceChecks.deployOrder(plan, SupervisorImpl.class.getClassLoader())) {
            Map<String, byte[]> files = new LinkedHashMap<>();
            filesByBlade.getOrDefault(blade.id(), List.of()).forEach(file -> files.put(file.value(), file.content()));
            byAgent.computeIfAbsent(blade.agent(), agent -> new ArrayList<>()).add(new BladeDeployment(blade, files));
        }
        return byAgent;
    }

    /** Copies each checked file once, under its place in the plan's folder, even when several blades use it. */
    private void storeInputs(Map<String, List<PlanFile>> filesByBlade) throws SupervisorException {
        Map<String, byte[]> byReportName = new LinkedHashMap<>();
        filesByBlade.values().forEach(files -> files.forEach(file -> byReportName.putIfAbsent(file.reportName(), file.content())));
        try {
            for (Map.Entry<String, byte[]> file : byReportName.entrySet()) {
                storage.input(file.getKey(), file.getValue());
            }
        } catch (IOException e) {
            storage.discardRun();
            throw new SupervisorException("cannot copy the plan's files into the report: " + e.getMessage(), e);
        }
    }

    private Path openRunFolder(Path runFolder, TestPlan plan) throws SupervisorException {
        try {
            return storage.openRun(runFolder, plan, settings.reportMode());
        } catch (IOException e) {
            throw new SupervisorException("cannot create the report folder " + runFolder + ": " + e, e);
        }
    }

    @Override
    public synchronized void init() throws SupervisorException {
        ActiveRun active = requireRun();
        originEpochNanos = clock.epochNanos();
        clockErrorBound.set(0);
        timeBase = TimeBase.fromEpochNanos(clock, originEpochNanos);
        Map<String, String> facts = new ConcurrentHashMap<>();
        List<String> failures = new ArrayList<>();
        Parallel.forEach(agents.values(), handle -> {
            AgentHandle.ClockOffset offset = handle.clockOffset();
            clockErrorBound.accumulateAndGet(offset.errorBoundNanos(), Math::max);
            Map<String, String> environment = handle.environment();
            storage.environment(handle.name(), environment);
            facts.putAll(PlacementFacts.of(handle.name(), environment, active.plan().bladesOn(handle.name()), offset));
            handle.init(active.runId(), originEpochNanos + offset.offsetNanos(), active.endpoints());
        }, failures);
        facts.put("origin.epoch_ns", Long.toString(originEpochNanos));
        facts.put("origin.instant", Instant.ofEpochSecond(0, originEpochNanos).toString());
        recordFacts(facts);
        if (!failures.isEmpty()) {
            throw new SupervisorException("init failed:\n  " + String.join("\n  ", failures));
        }
        active.plan().blades().forEach(blade -> lastStates.put(blade.id(), BladeState.INITIALIZED));
    }

    @Override
    public synchronized StartResult start() throws SupervisorException {
        ActiveRun active = requireRun();
        if (timeBase == null) {
            throw new SupervisorException("init the test before starting it");
        }
        long startAt = timeBase.nowSinceOrigin() + settings.startLead().toNanos();
        Map<String, Long> starts = new ConcurrentHashMap<>();
        List<String> failures = new ArrayList<>();
        Parallel.forEach(agents.values(), handle -> starts.putAll(handle.start(active.runId(), startAt)), failures);
        if (!failures.isEmpty()) {
            throw new SupervisorException("start failed:\n  " + String.join("\n  ", failures));
        }
        plannedStart = startAt;
        long skew = StartSkew.of(starts, active.endpoints().keySet());
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("start.planned_ns", Long.toString(startAt));
        starts.forEach((blade, at) -> facts.put("blade." + blade + ".start_ns", Long.toString(at)));
        // On one agent every start is dated by one clock: offsets' errors do not enter the skew.
        long bound = agents.size() > 1 ? clockErrorBound.get() : 0;
        facts.put("start.skew_ns", Long.toString(skew));
        facts.put("start.clock_error_bound_ns", Long.toString(bound));
        recordFacts(facts);
        return new StartResult(startAt, Map.copyOf(starts), skew, bound);
    }

    @Override
    public synchronized void suspend(Collection<String> bladeIds) throws SupervisorException {
        onAgentsOf(bladeIds, "suspend", (handle, ids) -> handle.suspend(run.runId(), ids));
    }

    @Override
    public synchronized void resume(Collection<String> bladeIds) throws SupervisorException {
        onAgentsOf(bladeIds, "resume", (handle, ids) -> handle.resume(run.runId(), ids));
    }

    @Override
    public synchronized void stop(Collection<String> bladeIds) throws SupervisorException {
        onAgentsOf(bladeIds, "stop", (handle, ids) -> handle.stop(run.runId(), ids));
    }

    @Override
    public synchronized void stopLoad() throws SupervisorException {
        List<String> injectors = requireRun().plan().blades().stream()
                .filter(blade -> blade.role() == BladeRole.INJECTOR)
                .map(BladeDefinition::id).toList();
        stop(injectors); // none: empty, which stops every blade
    }

    private interface AgentAction {
        void apply(AgentHandle handle, List<String> bladeIds) throws Exception;
    }

    private void onAgentsOf(Collection<String> bladeIds, String verb, AgentAction action) throws SupervisorException {
        ActiveRun active = requireRun();
        Map<String, List<String>> byAgent = new LinkedHashMap<>();
        for (BladeDefinition blade : active.plan().blades()) {
            if (bladeIds.isEmpty() || bladeIds.contains(blade.id())) {
                byAgent.computeIfAbsent(blade.agent(), agent -> new ArrayList<>()).add(blade.id());
            }
        }
        for (String id : bladeIds) {
            if (active.plan().blade(id).isEmpty()) {
                throw new SupervisorException("no blade '" + id + "' in test " + active.runId());
            }
        }
        List<AgentHandle> targets = new ArrayList<>();
        byAgent.keySet().stream().filter(name -> !lostAgents.containsKey(name)).forEach(name -> targets.add(agents.get(name)));
        List<String> failures = new ArrayList<>();
        Parallel.forEach(targets, handle -> action.apply(handle, bladeIds.isEmpty() ? List.of() : byAgent.get(handle.name())),
                failures);
        if (!failures.isEmpty()) {
            throw new SupervisorException(verb + " failed:\n  " + String.join("\n  ", failures));
        }
    }

    @Override
    public Snapshot poll() {
        ActiveRun active;
        List<AgentHandle> handles;
        synchronized (this) {
            active = run;
            handles = new ArrayList<>(agents.values());
        }
        if (active == null) {
            return Snapshot.EMPTY;
        }
        List<IntervalSummary> summaries = java.util.Collections.synchronizedList(new ArrayList<>());
        List<GaugeReading> gauges = java.util.Collections.synchronizedList(new ArrayList<>());
        Parallel.forEach(handles.stream().filter(handle -> !lostAgents.containsKey(handle.name())).toList(), handle -> {
            try {
                IntervalReport report = handle.drainSummaries(active.runId());
                summaries.addAll(report.summaries());
                gauges.addAll(report.gauges());
                for (Map.Entry<String, BladeStatus> status : handle.status(active.runId()).entrySet()) {
                    lastStates.put(status.getKey(), status.getValue().state());
                }
            } catch (RemoteException e) {
                markLost(active, handle.name(), e);
            }
        }, new ArrayList<>());
        try {
            if (!summaries.isEmpty()) {
                storage.summaries(summaries);
            }
        } catch (IOException e) {
            LOG.error("cannot store live summaries", e);
        }
        long elapsed = plannedStart < 0 || timeBase == null ? 0 : Math.max(0, timeBase.nowSinceOrigin() - plannedStart);
        Snapshot snapshot = new Snapshot(orderedStates(active), List.copyOf(summaries), List.copyOf(gauges),
                Map.copyOf(lostAgents), elapsed);
        stopServersOnceAlone(active, snapshot);
        return snapshot;
    }

    /**
     * Server blades serve until every other blade is done, so that no injector calls a
     * server that is going away; then they are stopped, whether the run is driven by
     * {@code mwbench run} or step by step. Probes watch the injectors' work, so they are
     * stopped with the servers (a probe's duration is an upper bound, as in CLIF).
     */
    private void stopServersOnceAlone(ActiveRun active, Snapshot snapshot) {
        java.util.Set<String> servers = new java.util.HashSet<>(active.endpoints().keySet());
        active.plan().blades().stream().filter(blade -> blade.role() == BladeRole.PROBE)
                .forEach(blade -> servers.add(blade.id()));
        if (servers.isEmpty() || !snapshot.finishedExcept(servers) || !serversStopped.compareAndSet(false, true)) {
            return;
        }
        try {
            stop(List.copyOf(servers));
        } catch (SupervisorException e) {
            LOG.warn("cannot stop the server blades: {}", e.getMessage());
        }
    }

    private void markLost(ActiveRun active, String agentName, Exception cause) {
        String why = Parallel.withRootCause(cause);
        if (lostAgents.putIfAbsent(agentName, why) == null) {
            LOG.error("agent '{}' is lost: {}", agentName, why);
            active.plan().bladesOn(agentName).forEach(blade -> lastStates.put(blade.id(), BladeState.ABORTED));
            quietly(() -> recordFacts(Map.of("agent." + agentName + ".lost", why)));
        }
    }

    private Map<String, BladeState> orderedStates(ActiveRun active) {
        Map<String, BladeState> states = new LinkedHashMap<>();
        active.plan().blades().forEach(blade -> states.put(blade.id(), lastStates.getOrDefault(blade.id(), BladeState.DEPLOYED)));
        return states;
    }

    @Override
    public synchronized CollectResult collect() throws SupervisorException {
        ActiveRun active = requireRun();
        Map<String, Long> bytes = new ConcurrentHashMap<>();
        List<String> problems = new ArrayList<>();
        for (BladeDefinition blade : active.plan().blades()) {
            if (lostAgents.containsKey(blade.agent())) {
                problems.add("blade '" + blade.id() + "': its agent '" + blade.agent() + "' is lost ("
                        + lostAgents.get(blade.agent()) + "); its live summaries are kept");
                continue;
            }
            try {
                bytes.put(blade.id(), collectBlade(active.runId(), agents.get(blade.agent()), blade.id()));
            } catch (RemoteException e) {
                markLost(active, blade.agent(), e);
                problems.add("blade '" + blade.id() + "': agent '" + blade.agent() + "' was lost during collect");
            } catch (AgentException | IOException e) {
                problems.add("blade '" + blade.id() + "': " + e.getMessage());
            }
        }
        return new CollectResult(Map.copyOf(bytes), List.copyOf(problems));
    }

    private long collectBlade(String runId, AgentHandle handle, String bladeId)
            throws AgentException, IOException, RemoteException {
        long total = 0;
        for (StoredFile file : handle.files(runId, bladeId)) {
            try (OutputStream out = storage.collectedFile(bladeId, file.name())) {
                long offset = 0;
                while (offset < file.size()) {
                    byte[] chunk = handle.read(runId, bladeId, file.name(), offset, CHUNK);
                    if (chunk.length == 0) {
                        throw new IOException("file '" + file.name() + "' shrank on the agent while being collected");
                    }
                    out.write(chunk);
                    offset += chunk.length;
                }
                total += offset;
            }
        }
        return total;
    }

    @Override
    public synchronized void undeploy() {
        if (run == null) {
            return;
        }
        String runId = run.runId();
        Parallel.forEach(agents.values().stream().filter(handle -> !lostAgents.containsKey(handle.name())).toList(),
                handle -> handle.undeploy(runId, true), new ArrayList<>());
        leaseKeeper.releaseAll();
        storage.closeRun();
        agents.clear();
        run = null;
        timeBase = null;
    }

    @Override
    public synchronized Optional<ActiveRun> current() {
        return Optional.ofNullable(run);
    }

    private ActiveRun requireRun() throws SupervisorException {
        if (run == null) {
            throw new SupervisorException("no test is deployed");
        }
        return run;
    }

    private void recordFacts(Map<String, String> facts) {
        try {
            storage.runFacts(facts);
        } catch (IOException e) {
            LOG.error("cannot write the run's facts", e);
        }
    }

    private interface Action {
        void run() throws Exception;
    }

    private static void quietly(Action action) {
        try {
            action.run();
        } catch (Exception e) {
            LOG.warn("ignored while cleaning up: {}", e.toString());
        }
    }

    @Override
    public String[] listFc() {
        return new String[] {STORAGE};
    }

    @Override
    public Object lookupFc(String name) {
        return STORAGE.equals(name) ? storage : null;
    }

    @Override
    public void bindFc(String name, Object server) {
        if (!STORAGE.equals(name)) {
            throw new IllegalArgumentException("no client interface " + name);
        }
        storage = (Storage) server;
    }

    @Override
    public void unbindFc(String name) {
        bindFc(name, null);
    }
}
