package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.agent.ProcessCommandLine;
import org.mwbench.platform.hosts.HostLink;
import org.mwbench.platform.hosts.NetworkLayout;

/**
 * Starts the agent of an emulated host: {@code mwbench agent} in the host's namespace, pinned
 * to its cores, on the same java and classpath as this JVM, listening on the host's address and
 * registering at the supervisor's end of the bridge. It runs in a session of its own, so the
 * terminal's Ctrl-C reaches the run alone, which stops and collects the agent before closing
 * it; and it exits with this process ({@code --exit-with}), so even a {@code kill -9} of the
 * run leaves no agent serving.
 */
final class HostAgentLauncher {
    /** System properties the launcher script sets and an agent needs: Julia, the distribution, the plugins. */
    private static final List<String> INHERITED_PROPERTIES = List.of("fractal.provider", "mwbench.home", "mwbench.plugins");

    private final int registryPort;
    private final Path secretFile;
    private final int callTimeoutMillis;
    private final org.mwbench.platform.agent.DeployTimeout deployTimeout;

    HostAgentLauncher(int registryPort, Path secretFile, int callTimeoutMillis,
                      org.mwbench.platform.agent.DeployTimeout deployTimeout) {
        this.registryPort = registryPort;
        this.secretFile = secretFile;
        this.callTimeoutMillis = callTimeoutMillis;
        this.deployTimeout = deployTimeout;
    }

    Process start(HostLink link, Path log) throws IOException {
        // ip netns exec and taskset pass the environment on, and with it the class path
        return ProcessCommandLine.withThisClassPath(new ProcessBuilder(org.mwbench.platform.agent.OwnSession.of(command(link))))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
    }

    /** {@code ip netns exec} and {@code taskset} exec the JVM: the process started is the agent itself. */
    List<String> command(HostLink link) {
        List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", link.namespace(),
                "taskset", "-c", link.host().cpus(), org.mwbench.platform.agent.ChildJvm.javaBinary()));
        for (String property : INHERITED_PROPERTIES) {
            String value = System.getProperty(property);
            if (value != null) {
                command.add("-D" + property + "=" + value);
            }
        }
        command.addAll(List.of(Mwbench.class.getName(),
                "agent", "--name", link.host().name(), "--bind", link.address(),
                "--registry", NetworkLayout.SUPERVISOR_ADDRESS + ":" + registryPort,
                "--secret-file", secretFile.toAbsolutePath().toString(),
                "--call-timeout", callTimeoutMillis + "ms",
                org.mwbench.platform.agent.DeployTimeout.OPTION,
                deployTimeout.fixed() == null ? "auto" : deployTimeout.fixed().toMillis() + "ms",
                "--exit-with", Long.toString(ProcessHandle.current().pid())));
        return command;
    }

}
