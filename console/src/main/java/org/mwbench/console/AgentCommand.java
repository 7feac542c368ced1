package org.mwbench.console;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.mwbench.platform.agent.AgentServer;
import org.mwbench.platform.agent.DialOutAgent;
import org.mwbench.platform.agent.LeasedAgent;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.files.PrivateFolders;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code mwbench agent}: a remote agent, as a CLIF server, that registers in a supervisor's registry,
 * or dials out to the supervisor and listens nowhere ({@code --connect}).
 */
@Command(name = "agent", mixinStandardHelpOptions = true,
        description = "Starts an agent that hosts blades for a supervisor. With --registry it listens on loopback "
                + "unless --bind says otherwise and registers (and keeps re-registering) in the supervisor's registry; "
                + "with --connect it opens one outbound TLS connection to the supervisor's --agent-port, takes its "
                + "orders over it and listens nowhere (its server blades still listen on --bind, for their clients). "
                + "It obeys only a supervisor that proves it holds the shared secret. Stop it with Ctrl-C.")
final class AgentCommand implements Callable<Integer> {
    @Option(names = "--name", required = true, paramLabel = "NAME",
            description = "The agent's name, as test plans give it in blade.N.server.")
    String name;

    @Option(names = "--pool", paramLabel = "POOL",
            description = "Join an agent pool: a plan's blade on pool:POOL runs on every agent of the pool, each its "
                    + "share of the load; the agent keeps its own --name.")
    String pool;

    @Option(names = "--registry", paramLabel = "HOST:PORT",
            description = "The supervisor's registry, e.g. 127.0.0.1:1234; or give --connect.")
    String registry;

    @Option(names = "--connect", paramLabel = "HOST:PORT",
            description = "Dial out to the supervisor's --agent-port instead, e.g. 10.0.0.5:7000: no port of this "
                    + "agent is opened, for a supervisor behind NAT or outside a cluster.")
    String connect;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "0",
            description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--work-dir", paramLabel = "DIR",
            description = "Where blades' event files are kept until collected; if it exists, it must be yours and "
                    + "writable by you only (default: a new folder in ~/.mwbench/agents).")
    Path workDir;

    @Option(names = "--lease", paramLabel = "D", defaultValue = "10s",
            description = "Abort a run's blades (server JVMs included) and keep their files when its supervisor "
                    + "says nothing for this long, as when it was killed; at least 2s (default: ${DEFAULT-VALUE}).")
    String lease;

    @Option(names = "--exit-with", paramLabel = "PID",
            description = "Exit when process PID ends; for launchers and tests that must not leave agents behind.")
    Long exitWith;

    @Spec
    CommandSpec spec;

    @Mixin
    ListenOptions listen;

    @Mixin
    CallTimeoutOption timeout;

    @Mixin
    DeployTimeoutOption deployTimeout;

    @Mixin
    SecretOption secret;

    @Override
    public Integer call() throws Exception {
        HostAndPort supervisor;
        Duration leaseDuration;
        org.mwbench.platform.agent.DeployTimeout deployDeadline;
        try {
            if ((registry == null) == (connect == null)) {
                throw new IllegalArgumentException("give either --registry HOST:PORT or --connect HOST:PORT");
            }
            if (pool != null && !pool.matches("[A-Za-z0-9][A-Za-z0-9_.-]*")) {
                throw new IllegalArgumentException("--pool '" + pool + "': use letters, digits, '_', '.', '-' (plans "
                        + "name it in pool.NAME.size)");
            }
            if (connect != null && port != 0) {
                throw new IllegalArgumentException("--port does not go with --connect: the agent listens nowhere");
            }
            supervisor = connect != null ? HostAndPort.parse(connect, "--connect") : HostAndPort.parse(registry, "--registry");
            leaseDuration = leaseDuration();
            deployDeadline = deployTimeout.value();
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("mwbench agent: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        Path dir = workDir != null ? workDir : PrivateFolders.newAgentFolder(name);
        Served server = connect != null
                ? dialOut(supervisor, dir, leaseDuration)
                : registered(new AgentServer(name, secret.load(), listen.address(), port, supervisor.host(),
                        supervisor.port(), dir, callTimeoutMillis(deployDeadline), leaseDuration));
        server.deployTimeout(deployDeadline);
        if (pool != null) {
            server.pool(pool);
        }
        if (deployDeadline.fixed() != null) {
            // This JVM is the agent's alone: servers deployed in it wait that long to be ready, as in a JVM of their own.
            System.setProperty(org.mwbench.platform.agent.DeployTimeout.PROPERTY,
                    Long.toString(deployDeadline.fixed().toMillis()));
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            if (workDir == null) {
                PrivateFolders.removeIfEmpty(dir);
            }
        }, "mwbench-agent-shutdown"));
        if (exitWith != null) {
            ProcessHandle.of(exitWith).map(ProcessHandle::onExit).orElse(
                    java.util.concurrent.CompletableFuture.completedFuture(null)).thenRun(() -> System.exit(ExitCodes.OK));
        }
        System.out.println("agent '" + name + "'" + (pool != null ? " of pool '" + pool + "'" : "") + " ready; "
                + (connect != null ? "dialling out to " + connect : "registering at " + registry));
        server.awaitClose();
        return ExitCodes.OK;
    }

    /** What both kinds of agent let this command do. */
    private interface Served extends AutoCloseable {
        void deployTimeout(org.mwbench.platform.agent.DeployTimeout timeout);

        void pool(String pool);

        void awaitClose() throws InterruptedException;

        @Override
        void close();
    }

    private static Served registered(AgentServer server) {
        return new Served() {
            @Override
            public void deployTimeout(org.mwbench.platform.agent.DeployTimeout timeout) {
                server.deployTimeout(timeout);
            }

            @Override
            public void pool(String pool) {
                server.pool(pool);
            }

            @Override
            public void awaitClose() throws InterruptedException {
                server.awaitClose();
            }

            @Override
            public void close() {
                server.close();
            }
        };
    }

    private Served dialOut(HostAndPort supervisor, Path dir, Duration leaseDuration) throws Exception {
        DialOutAgent agent = new DialOutAgent(name, secret.load(), supervisor.host(), supervisor.port(), dir,
                listen.address(), Math.min(5000, timeout.millis()), leaseDuration);
        return new Served() {
            @Override
            public void deployTimeout(org.mwbench.platform.agent.DeployTimeout timeout) {
                agent.deployTimeout(timeout);
            }

            @Override
            public void pool(String pool) {
                agent.pool(pool);
            }

            @Override
            public void awaitClose() throws InterruptedException {
                agent.awaitClose();
            }

            @Override
            public void close() {
                agent.close();
            }
        };
    }

    /**
     * The supervisor's deploy call to this agent waits for every blade it deploys, and its read
     * timeout is this agent's call timeout, so the deploy deadline raises it to match: the one the
     * user set, or, left on auto, the scaled deadline of {@value #AUTO_DEPLOY_JVMS} JVMs on this
     * host's cores (the agent cannot know a plan's count before its deploy call). At 30 s, a
     * two-hosts deploy of every server on an emulated host's one core timed out at load 23.
     */
    private int callTimeoutMillis(org.mwbench.platform.agent.DeployTimeout deployDeadline) {
        Duration deploy = deployDeadline.forJvms(AUTO_DEPLOY_JVMS, Runtime.getRuntime().availableProcessors());
        long millis = deploy.plusSeconds(30).toMillis();
        return (int) Math.min(Integer.MAX_VALUE, Math.max(timeout.millis(), millis));
    }

    /** A plan's every server in a JVM of its own, and a few more: what an auto deploy deadline is sized for. */
    static final int AUTO_DEPLOY_JVMS = 24;

    private Duration leaseDuration() {
        Duration parsed = Durations.parse(lease, "s");
        if (parsed.compareTo(LeasedAgent.MIN_LEASE) < 0) {
            throw new IllegalArgumentException("--lease must be at least " + LeasedAgent.MIN_LEASE.toSeconds()
                    + "s, since a supervisor speaks to its agents once a second, not " + lease);
        }
        return parsed;
    }
}
