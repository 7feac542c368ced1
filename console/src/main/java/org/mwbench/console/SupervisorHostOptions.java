package org.mwbench.console;

import java.nio.file.Path;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.storage.ReportMode;
import org.mwbench.platform.supervisor.SupervisorOptions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options of every command that hosts a supervisor (run, supervisor, console): where
 * reports go and who may read them, how long to wait for agents, where to listen, the call timeout and the
 * shared secret. One mixin, so that the three commands cannot drift apart.
 */
final class SupervisorHostOptions {
    @Mixin
    RunsFolder runs;

    @Option(names = "--report-mode", paramLabel = "MODE", defaultValue = "owner", converter = ReportModeConverter.class,
            description = "Who may read the runs stored: owner (folders rwx------, files rw-------) or group "
                    + "(rwxr-x--- and rw-r-----), whatever the umask (default: ${DEFAULT-VALUE}).")
    ReportMode reportMode;

    @Option(names = "--control-port", paramLabel = "N", defaultValue = "0",
            description = "Port of the control endpoints the registry hands out (default: any free port). "
                    + "Between hosts with a firewall, open it with the registry port.")
    int controlPort;

    @Option(names = "--agent-port", paramLabel = "N", defaultValue = "-1",
            description = "TLS port where agents started with 'mwbench agent --connect HOST:N' dial in, so that they "
                    + "need no inbound port of their own; 0 picks a free one, -1 opens none (default: ${DEFAULT-VALUE}). "
                    + "Between hosts, open this port on the supervisor's side only.")
    int agentPort;

    // Generous: a deploy goes on as soon as every agent has registered, so the bound costs nothing
    // when agents are quick, while agent JVMs starting at once on a loaded 2-core machine took
    // over 15 s to register (the old default).
    @Option(names = "--agent-wait", paramLabel = "D", defaultValue = "120s",
            description = "How long a deploy waits for the plan's agents to register; it goes on as soon as all have "
                    + "(default: ${DEFAULT-VALUE}).")
    String agentWait;

    @Mixin
    ListenOptions listen;

    @Mixin
    CallTimeoutOption timeout;

    @Mixin
    SecretOption secret;

    /** @param registryPort -1 when no remote agent may register */
    SupervisorOptions toSupervisorOptions(SharedSecret key, int registryPort) throws java.net.UnknownHostException {
        return toSupervisorOptions(key, registryPort, listen.address());
    }

    /** @param bind where the registry and control endpoints listen, instead of {@code --bind} */
    SupervisorOptions toSupervisorOptions(SharedSecret key, int registryPort, java.net.InetAddress bind) {
        if (agentPort < -1 || agentPort > 65535) {
            throw new IllegalArgumentException("--agent-port must be -1 (none) or 0 to 65535, not " + agentPort);
        }
        return new SupervisorOptions(key, runs.path(), null, registryPort,
                bind, agentPatience(), timeout.millis(), controlPort, reportMode, agentPort);
    }

    /** {@code owner} or {@code group}, as {@link ReportMode#named} reads them. */
    static final class ReportModeConverter implements picocli.CommandLine.ITypeConverter<ReportMode> {
        @Override
        public ReportMode convert(String value) {
            return ReportMode.named(value);
        }
    }

    java.time.Duration agentPatience() {
        return Durations.parse(agentWait, "s");
    }
}
