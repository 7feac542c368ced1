package org.mwbench.console;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.mwbench.platform.agent.Agent;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.supervisor.SupervisorHost;
import org.mwbench.platform.supervisor.SupervisorOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code mwbench supervisor}: a supervisor kept up, driven by {@code mwbench deploy|init|start|...}. */
@Command(name = "supervisor", mixinStandardHelpOptions = true,
        description = {"Keeps a supervisor up, with its registry for agents and the embedded 'local host' agent. "
                + "Drive it with mwbench deploy, init, start, suspend, resume, stop, wait, collect, status "
                + "and quickstats, as CLIF's clifcmd drives its console. Stop it with Ctrl-C."})
final class SupervisorCommand implements Callable<Integer> {
    @Option(names = "--port", paramLabel = "PORT", defaultValue = "" + SupervisorHost.DEFAULT_REGISTRY_PORT,
            description = "Registry port, for agents and commands (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--bind", paramLabel = "ADDR", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}; loopback only).")
    String bind;

    @Option(names = "--report-dir", paramLabel = "DIR", defaultValue = "report",
            description = "Where report folders are created (default: ${DEFAULT-VALUE}).")
    Path reportDir;

    @Option(names = "--agent-wait", paramLabel = "D", defaultValue = "15s",
            description = "How long deploy waits for a plan's agents to register (default: ${DEFAULT-VALUE}).")
    String agentWait;

    @Option(names = "--call-timeout", paramLabel = "D", defaultValue = "30s",
            description = "Timeout of every control call (default: ${DEFAULT-VALUE}).")
    String callTimeout;

    @Mixin
    SecretOption secret;

    @Override
    public Integer call() throws Exception {
        SharedSecret key = secret.load();
        SupervisorOptions options = new SupervisorOptions(key, reportDir, SupervisorHost.defaultAgentDir(Agent.LOCAL_HOST),
                port, InetAddress.getByName(bind), Durations.parse(agentWait, "s"),
                (int) Durations.parse(callTimeout, "s").toMillis());
        CountDownLatch stopped = new CountDownLatch(1);
        try (SupervisorHost host = new SupervisorHost(options)) {
            host.serveControl(key);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                host.close();
                stopped.countDown();
            }, "mwbench-supervisor-shutdown"));
            System.out.println("supervisor ready on " + bind + ":" + port + " (secret fingerprint " + key.fingerprint()
                    + "); agents: mwbench agent --name NAME --registry " + bind + ":" + port);
            stopped.await();
        }
        return ExitCodes.OK;
    }
}
