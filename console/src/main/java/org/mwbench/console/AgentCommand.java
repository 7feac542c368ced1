package org.mwbench.console;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.mwbench.platform.agent.AgentServer;
import org.mwbench.platform.supervisor.SupervisorHost;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code mwbench agent}: a remote agent, as a CLIF server, that registers in a supervisor's registry. */
@Command(name = "agent", mixinStandardHelpOptions = true,
        description = "Starts an agent that hosts blades for a supervisor. It listens on loopback unless --bind "
                + "says otherwise, registers (and keeps re-registering) in the supervisor's registry, and obeys "
                + "only a supervisor that proves it holds the shared secret. Stop it with Ctrl-C.")
final class AgentCommand implements Callable<Integer> {
    @Option(names = "--name", required = true, paramLabel = "NAME",
            description = "The agent's name, as test plans give it in blade.N.server.")
    String name;

    @Option(names = "--registry", required = true, paramLabel = "HOST:PORT",
            description = "The supervisor's registry, e.g. 127.0.0.1:1234.")
    String registry;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "0",
            description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--work-dir", paramLabel = "DIR",
            description = "Where blades' event files are kept until collected (default: a folder in the temp dir).")
    Path workDir;

    @Option(names = "--exit-with", paramLabel = "PID",
            description = "Exit when process PID ends; for launchers and tests that must not leave agents behind.")
    Long exitWith;

    @Mixin
    ListenOptions listen;

    @Mixin
    CallTimeoutOption timeout;

    @Mixin
    SecretOption secret;

    @Override
    public Integer call() throws Exception {
        HostAndPort supervisor;
        try {
            supervisor = HostAndPort.parse(registry, "--registry");
        } catch (IllegalArgumentException e) {
            System.err.println("mwbench agent: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        Path dir = workDir != null ? workDir : SupervisorHost.defaultAgentDir(name);
        AgentServer server = new AgentServer(name, secret.load(), listen.address(), port, supervisor.host(),
                supervisor.port(), dir, timeout.millis());
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "mwbench-agent-shutdown"));
        if (exitWith != null) {
            ProcessHandle.of(exitWith).map(ProcessHandle::onExit).orElse(
                    java.util.concurrent.CompletableFuture.completedFuture(null)).thenRun(() -> System.exit(ExitCodes.OK));
        }
        System.out.println("agent '" + name + "' ready; registering at " + registry);
        server.awaitClose();
        return ExitCodes.OK;
    }
}
