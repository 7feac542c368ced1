package org.mwbench.console;

import org.mwbench.platform.agent.DeployTimeout;
import picocli.CommandLine.Option;

/** The deadline of what a deploy starts: blade JVMs, their blades, servers becoming ready. */
final class DeployTimeoutOption {
    @Option(names = DeployTimeout.OPTION, paramLabel = "D", defaultValue = "auto",
            description = "How long a deploy waits for each blade JVM it starts to answer, for its blade to deploy, "
                    + "and for a server in it to answer a ping; auto scales with the JVMs an agent starts at once "
                    + "per core (60 s, plus 10 s per further JVM per core: 100 s for 10 JVMs on 2 cores). On an agent "
                    + "(and on run's emulated hosts' agents) a fixed value also lets the supervisor's deploy call to the "
                    + "agent last that long plus 30 s, above --call-timeout (default: ${DEFAULT-VALUE}).")
    String deployTimeout;

    DeployTimeout value() {
        return DeployTimeout.parse(deployTimeout);
    }
}
