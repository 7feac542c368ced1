package org.mwbench.platform.agent;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.blade.BladeControl;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeSettings;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.blade.TimeBase;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.remote.AgentControl;
import org.mwbench.platform.remote.AgentException;
import org.mwbench.platform.remote.BladeStatus;
import org.mwbench.platform.remote.StoredFile;
import org.mwbench.platform.security.SharedSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An agent: it hosts blades for a supervisor, keeps their event files on its own disk,
 * and hands out live summaries and, at collect time, the files. The same class serves
 * the embedded {@code local host} agent and remote agents. Either way callers reach it
 * through a {@link org.mwbench.platform.control.ChannelServer}, which checks the seal of
 * every call before this class sees it (in the same JVM for {@code local host}, exported
 * over RMI otherwise).
 */
public final class Agent implements AgentControl {
    /** The name of the agent every supervisor hosts in its own JVM, as in CLIF. */
    public static final String LOCAL_HOST = "local host";

    /** The most a {@link #read} call moves, so that one call stays well inside its timeout. */
    public static final int MAX_READ = org.mwbench.platform.control.ControlLimits.PART_BYTES;

    private static final Logger LOG = LoggerFactory.getLogger(Agent.class);

    private final String name;
    private final String hostAddress;
    private final BladeFolders folders;
    private final SharedSecret secret;
    private final BladeFactory factory = new BladeFactory();
    private final Map<String, AgentRun> runs = new ConcurrentHashMap<>();
    /** The deadline of what a deploy starts: scaled with the JVMs started, unless the user fixed it. */
    private volatile DeployTimeout deployTimeout = DeployTimeout.SCALED;
    /** The agent pool it joined ({@code --pool}), or null. */
    private volatile String pool;
    private final ScheduledExecutorService ticker;

    /** An agent whose blades' servers listen on loopback: the embedded {@code local host}. */
    public Agent(String name, SharedSecret secret, Path workDir) throws IOException {
        this(name, secret, workDir, InetAddress.getLoopbackAddress());
    }

    /**
     * @param workDir where the blades' event files are kept until they are collected: created
     *                {@code rwx------} if missing; if it exists, it must be this user's and not
     *                writable by others, or the agent is refused
     * @param bind    the address the agent listens on: its blades' servers listen there too,
     *                so that their endpoints name the host's own address (loopback when the
     *                agent listens everywhere, since a server open to every interface is a
     *                choice the plan must make, with {@code bind=0.0.0.0})
     */
    public Agent(String name, SharedSecret secret, Path workDir, InetAddress bind) throws IOException {
        this.name = name;
        this.hostAddress = (bind.isAnyLocalAddress() ? InetAddress.getLoopbackAddress() : bind).getHostAddress();
        this.folders = new BladeFolders(workDir);
        this.secret = secret;
        this.ticker = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "mwbench-agent-ticker");
            thread.setDaemon(true);
            return thread;
        });
    }

    public String name() {
        return name;
    }

    /** Sets the deadline of what later deploys start ({@link DeployTimeout#OPTION}). */
    public void deployTimeout(DeployTimeout timeout) {
        this.deployTimeout = timeout;
    }

    /**
     * Joins a pool: a plan's blade on {@code pool:NAME} is spread over the pool's agents. The
     * supervisor learns it from the agent's {@link #environment}, under {@code agent.pool}.
     */
    public void pool(String pool) {
        this.pool = pool;
    }

    /** The address its blades' servers listen on unless told otherwise ({@link BladeSettings#hostAddress}). */
    public String hostAddress() {
        return hostAddress;
    }

    @Override
    public Map<String, String> environment() {
        Map<String, String> environment = HostEnvironment.describe(name);
        if (pool != null) {
            environment.put(org.mwbench.platform.plan.AgentPools.ENVIRONMENT_KEY, pool);
        }
        return environment;
    }

    @Override
    public long clock() {
        return TimeBase.epochNanos(java.time.Instant.now());
    }

    @Override
    public Map<String, String> deploy(String runId, List<BladeDeployment> deployments)
            throws AgentException {
        AgentRun run = new AgentRun(runId);
        if (runs.putIfAbsent(runId, run) != null) {
            throw new AgentException("agent '" + name + "': run " + runId + " is already deployed");
        }
        ClassLoader loader = Agent.class.getClassLoader();
        Map<String, String> insertClasses = new LinkedHashMap<>();
        for (BladeDeployment deployment : deployments) {
            BladeDefinition definition = deployment.definition();
            try {
                Class<?> resolved = BladeClasses.resolve(definition.className(), loader);
                BladeClasses.requireRole(resolved, definition);
                insertClasses.put(definition.id(), resolved.getName());
            } catch (ClassNotFoundException e) {
                discard(run, true);
                throw new AgentException("agent '" + name + "': blade '" + definition.id() + "': class '"
                        + definition.className() + "' cannot be loaded: " + e.getMessage());
            } catch (IllegalArgumentException e) {
                discard(run, true);
                throw new AgentException("agent '" + name + "': blade '" + definition.id() + "': " + e.getMessage());
            }
        }
        // Blades in JVMs of their own deploy in parallel: a JVM and a middleware server take
        // seconds each. Blades in this JVM deploy one by one, in the plan's order.
        Map<String, java.util.concurrent.CompletableFuture<DeployedBlade>> deploying = new LinkedHashMap<>();
        int jvms = (int) deployments.stream().filter(deployment -> !deployment.definition().jvmOptions().isEmpty()).count();
        java.time.Duration patience = deployTimeout.forJvms(jvms, Runtime.getRuntime().availableProcessors());
        for (BladeDeployment deployment : deployments) {
            String insertClass = insertClasses.get(deployment.definition().id());
            java.util.concurrent.CompletableFuture<DeployedBlade> future = new java.util.concurrent.CompletableFuture<>();
            deploying.put(deployment.definition().id(), future);
            if (deployment.definition().jvmOptions().isEmpty()) {
                continue;
            }
            Thread launcher = new Thread(() -> deployOne(runId, deployment, insertClass, loader, future, patience),
                    "mwbench-deploy-" + deployment.definition().id());
            launcher.setDaemon(true);
            launcher.start();
        }
        for (BladeDeployment deployment : deployments) {
            if (deployment.definition().jvmOptions().isEmpty()) {
                deployOne(runId, deployment, insertClasses.get(deployment.definition().id()), loader,
                        deploying.get(deployment.definition().id()), patience);
            }
        }
        Map<String, String> endpoints = new LinkedHashMap<>();
        String failure = null;
        for (Map.Entry<String, java.util.concurrent.CompletableFuture<DeployedBlade>> blade : deploying.entrySet()) {
            try {
                DeployedBlade deployed = blade.getValue().join();
                run.blades.put(blade.getKey(), deployed.blade());
                if (deployed.endpoint() != null) {
                    endpoints.put(blade.getKey(), deployed.endpoint());
                }
            } catch (java.util.concurrent.CompletionException e) {
                failure = failure != null ? failure : e.getCause().getMessage();
            }
        }
        if (failure != null) {
            discard(run, true);
            throw new AgentException(failure);
        }
        LOG.info("agent '{}' deployed {} blade(s) of run {}", name, deployments.size(), runId);
        return endpoints;
    }

    private record DeployedBlade(BladeFactory.Blade blade, String endpoint) {
    }

    /** Creates one blade and records its deployment; completes the future either way, never throws. */
    private void deployOne(String runId, BladeDeployment deployment, String insertClass, ClassLoader loader,
                           java.util.concurrent.CompletableFuture<DeployedBlade> result, java.time.Duration patience) {
        BladeDefinition definition = deployment.definition();
        long started = System.nanoTime();
        BladeFactory.Blade blade = null;
        try {
            blade = definition.jvmOptions().isEmpty()
                    ? factory.create(insertClass, loader)
                    : new BladeFactory.Blade(null, ChildBlade.launch(name, hostAddress, secret, folders.work(), runId, deployment,
                            patience));
            Path folder = folders.blade(runId, definition.id());
            String endpoint = blade.control().deployed(
                    new BladeSettings(definition.id(), name, hostAddress, definition.argument(), folder,
                            deployment.files()), started);
            result.complete(new DeployedBlade(blade, endpoint));
        } catch (Exception e) {
            if (blade != null) {
                blade.control().close();
                factory.destroy(blade);
            }
            result.completeExceptionally(new AgentException("agent '" + name + "': blade '" + definition.id()
                    + "' (class " + definition.className() + ") cannot be deployed: " + rootMessage(e)));
        }
    }

    @Override
    public void init(String runId, long originEpochNanos, Map<String, String> endpoints)
            throws AgentException {
        AgentRun run = run(runId);
        run.timeBase = TimeBase.fromEpochNanos(originEpochNanos);
        for (Map.Entry<String, BladeFactory.Blade> blade : run.blades.entrySet()) {
            try {
                blade.getValue().control().init(run.timeBase, endpoints);
            } catch (BladeException | RuntimeException e) {
                throw new AgentException("agent '" + name + "': blade '" + blade.getKey() + "': " + rootMessage(e));
            }
        }
        run.ticks = ticker.scheduleAtFixedRate(run::rollIfUnpolled, 500, 500, TimeUnit.MILLISECONDS);
    }

    @Override
    public Map<String, Long> start(String runId, long startAtSinceOrigin) throws AgentException {
        AgentRun run = run(runId);
        for (Map.Entry<String, BladeFactory.Blade> blade : run.blades.entrySet()) {
            try {
                blade.getValue().control().prepareStart();
            } catch (BladeException e) {
                throw new AgentException("agent '" + name + "': " + e.getMessage());
            }
        }
        Map<String, Long> starts = new ConcurrentHashMap<>();
        Map<String, String> failures = new ConcurrentHashMap<>();
        StartGate gate = new StartGate(run.timeBase.clock());
        List<Thread> starters = new ArrayList<>();
        // One parked thread per blade, released together: a sequential start would add
        // each blade's start cost to the next one's skew.
        for (Map.Entry<String, BladeFactory.Blade> blade : run.blades.entrySet()) {
            Thread starter = new Thread(() -> {
                try {
                    gate.pass();
                    starts.put(blade.getKey(), blade.getValue().control().startNow());
                } catch (BladeException | RuntimeException e) {
                    failures.put(blade.getKey(), rootMessage(e));
                } catch (InterruptedException e) {
                    failures.put(blade.getKey(), "interrupted before the start");
                }
            }, "mwbench-start-" + blade.getKey());
            starters.add(starter);
            starter.start();
        }
        gate.openAt(run.timeBase.toNanoTime(startAtSinceOrigin));
        for (Thread starter : starters) {
            try {
                starter.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AgentException("agent '" + name + "': interrupted while starting");
            }
        }
        if (!failures.isEmpty()) {
            throw new AgentException("agent '" + name + "': start failed: " + failures);
        }
        return new LinkedHashMap<>(starts); // a plain map: the control plane admits the ordinary collections only
    }

    @Override
    public void suspend(String runId, Collection<String> bladeIds) throws AgentException {
        onEach(select(run(runId), bladeIds), BladeControl::suspend);
    }

    @Override
    public void resume(String runId, Collection<String> bladeIds) throws AgentException {
        onEach(select(run(runId), bladeIds), BladeControl::resume);
    }

    private interface BladeStep {
        void apply(BladeControl blade) throws BladeException;
    }

    private void onEach(Map<String, BladeFactory.Blade> blades, BladeStep step) throws AgentException {
        for (BladeFactory.Blade blade : blades.values()) {
            try {
                step.apply(blade.control());
            } catch (BladeException e) {
                throw new AgentException("agent '" + name + "': " + e.getMessage());
            }
        }
    }

    @Override
    public void stop(String runId, Collection<String> bladeIds) throws AgentException {
        for (Map.Entry<String, BladeFactory.Blade> blade : select(run(runId), bladeIds).entrySet()) {
            Thread stopper = new Thread(blade.getValue().control()::stop, "mwbench-stop-" + blade.getKey());
            stopper.setDaemon(true);
            stopper.start();
        }
    }

    @Override
    public Map<String, BladeStatus> status(String runId) throws AgentException {
        Map<String, BladeStatus> status = new LinkedHashMap<>();
        run(runId).blades.forEach((id, blade) ->
                status.put(id, new BladeStatus(blade.control().state(), blade.control().eventsWritten())));
        return status;
    }

    @Override
    public IntervalReport drainSummaries(String runId) throws AgentException {
        return run(runId).drain();
    }

    @Override
    public List<StoredFile> files(String runId, String bladeId) throws AgentException {
        AgentRun run = run(runId);
        BladeFactory.Blade blade = run.blades.get(bladeId);
        if (blade == null) {
            throw new AgentException("agent '" + name + "': no blade '" + bladeId + "' in run " + runId);
        }
        if (!blade.control().state().isFinal()) {
            throw new AgentException("agent '" + name + "': blade '" + bladeId + "' is still "
                    + blade.control().state().label() + "; stop it before collecting");
        }
        run.roll(); // the last partial interval, so its histogram is in the files
        try {
            return folders.list(runId, bladeId);
        } catch (IOException e) {
            throw new AgentException("agent '" + name + "': cannot list the files of blade '" + bladeId + "': " + e);
        }
    }

    @Override
    public byte[] read(String runId, String bladeId, String file, long offset, int length)
            throws AgentException {
        run(runId);
        if (length < 0 || offset < 0) {
            throw new AgentException("agent '" + name + "': refused to read '" + file + "' of blade '" + bladeId + "'");
        }
        try {
            return folders.read(runId, bladeId, file, offset, Math.min(length, MAX_READ));
        } catch (IOException e) {
            throw new AgentException("agent '" + name + "': refused to read '" + file + "' of blade '" + bladeId + "': " + e);
        }
    }

    /**
     * Aborts every blade of the run at once (a blade in a JVM of its own takes seconds to
     * end) and returns when they are done. The run and its files stay, for a later collect.
     */
    @Override
    public void abort(String runId, String reason) throws AgentException {
        AgentRun run = run(runId);
        LOG.warn("agent '{}': {}: aborting its {} blade(s), their files are kept", name, reason, run.blades.size());
        if (run.ticks != null) {
            run.ticks.cancel(false);
        }
        List<Thread> aborters = new ArrayList<>();
        for (Map.Entry<String, BladeFactory.Blade> blade : run.blades.entrySet()) {
            Thread aborter = new Thread(() -> blade.getValue().control().abort(reason), "mwbench-abort-" + blade.getKey());
            aborter.setDaemon(true);
            aborter.start();
            aborters.add(aborter);
        }
        for (Thread aborter : aborters) {
            try {
                aborter.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AgentException("agent '" + name + "': interrupted while aborting run " + runId);
            }
        }
    }

    @Override
    public void undeploy(String runId, boolean deleteFiles) {
        AgentRun run = runs.get(runId);
        if (run != null) {
            discard(run, deleteFiles);
        }
    }

    /** Stops and removes every run; for the agent's shutdown. */
    public void shutdown() {
        for (AgentRun run : List.copyOf(runs.values())) {
            discard(run, false);
        }
        ticker.shutdownNow();
    }

    private void discard(AgentRun run, boolean deleteFiles) {
        runs.remove(run.id, run);
        if (run.ticks != null) {
            run.ticks.cancel(false);
        }
        closeAll(run.blades.values());
        if (deleteFiles) {
            try {
                folders.delete(run.id);
            } catch (IOException e) {
                LOG.warn("cannot delete the files of run {}: {}", run.id, e.toString());
            }
        }
        LOG.info("agent '{}' undeployed run {}{}", name, run.id, deleteFiles ? " and deleted its files" : "");
    }

    /**
     * Closes the blades at once, not one after the other: a blade in a JVM of its own may take
     * seconds to exit on a loaded host (up to 20 s before it is killed), and a plan's server
     * JVMs (one per middleware) closed in turn outlasted the supervisor's undeploy call, so they lived on after
     * {@code mwbench run} had returned.
     */
    private void closeAll(Collection<BladeFactory.Blade> blades) {
        List<Thread> closers = new ArrayList<>();
        for (BladeFactory.Blade blade : blades) {
            Thread closer = new Thread(() -> {
                blade.control().close();
                factory.destroy(blade);
            }, "mwbench-close-blade");
            closer.start();
            closers.add(closer);
        }
        for (Thread closer : closers) {
            try {
                closer.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private AgentRun run(String runId) throws AgentException {
        AgentRun run = runs.get(runId);
        if (run == null) {
            throw new AgentException("agent '" + name + "': no run " + runId + " is deployed here");
        }
        return run;
    }

    private Map<String, BladeFactory.Blade> select(AgentRun run, Collection<String> bladeIds) throws AgentException {
        if (bladeIds == null || bladeIds.isEmpty()) {
            return run.blades;
        }
        Map<String, BladeFactory.Blade> selected = new LinkedHashMap<>();
        for (String id : bladeIds) {
            BladeFactory.Blade blade = run.blades.get(id);
            if (blade == null) {
                throw new AgentException("agent '" + name + "': no blade '" + id + "' in run " + run.id);
            }
            selected.put(id, blade);
        }
        return selected;
    }

    /** The cause that says what really went wrong, without the layers of wrapping. */
    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String text = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (root != e && root.getMessage() != null && !text.contains(root.getMessage())) {
            text += " (" + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
        }
        return text;
    }
}
