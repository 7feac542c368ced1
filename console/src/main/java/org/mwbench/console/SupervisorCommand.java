package org.mwbench.console;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
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

    @Mixin
    SupervisorHostOptions hostOptions;

    @Override
    public Integer call() throws Exception {
        SharedSecret key = hostOptions.secret.load();
        SupervisorOptions options = hostOptions.toSupervisorOptions(key, port);
        CountDownLatch stopped = new CountDownLatch(1);
        SupervisorHost opened;
        try {
            opened = new SupervisorHost(options);
        } catch (org.mwbench.platform.supervisor.RegistryPortInUseException e) {
            System.err.println("mwbench supervisor: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        try (SupervisorHost host = opened) {
            host.serveControl();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                host.close();
                stopped.countDown();
            }, "mwbench-supervisor-shutdown"));
            System.out.println("supervisor ready on " + hostOptions.listen.bind + ":" + port + " (secret fingerprint " + key.fingerprint()
                    + "); agents: mwbench agent --name NAME --registry " + hostOptions.listen.bind + ":" + port);
            stopped.await();
        }
        return ExitCodes.OK;
    }
}
