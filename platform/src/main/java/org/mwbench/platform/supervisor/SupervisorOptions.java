package org.mwbench.platform.supervisor;

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.storage.ReportMode;

/**
 * @param localAgentDir     the {@code local host} agent's working folder; null for a fresh one
 *                          ({@link org.mwbench.platform.files.PrivateFolders#newAgentFolder(String)})
 * @param registryPort      the port of the agent registry, or -1 for none (local host only)
 * @param bindAddress       where the registry listens: loopback unless told otherwise
 * @param callTimeoutMillis the read timeout of every control call
 * @param controlPort       the port of the control endpoints the registry hands out (0: any free port)
 * @param reportMode        who may read the runs stored in {@code reportRoot}
 * @param dialInPort        the TLS port where agents that dial out reach this supervisor
 *                          ({@link DialInListener}), on {@code bindAddress}; 0 for any free port, -1 for none
 */
public record SupervisorOptions(SharedSecret secret, Path reportRoot, Path localAgentDir, int registryPort,
                                InetAddress bindAddress, Duration agentPatience, int callTimeoutMillis,
                                int controlPort, ReportMode reportMode, int dialInPort) {
    /** No agent may dial in. */
    public SupervisorOptions(SharedSecret secret, Path reportRoot, Path localAgentDir, int registryPort,
                             InetAddress bindAddress, Duration agentPatience, int callTimeoutMillis, int controlPort,
                             ReportMode reportMode) {
        this(secret, reportRoot, localAgentDir, registryPort, bindAddress, agentPatience, callTimeoutMillis, controlPort,
                reportMode, -1);
    }

    /** Runs stored owner-only. */
    public SupervisorOptions(SharedSecret secret, Path reportRoot, Path localAgentDir, int registryPort,
                             InetAddress bindAddress, Duration agentPatience, int callTimeoutMillis, int controlPort) {
        this(secret, reportRoot, localAgentDir, registryPort, bindAddress, agentPatience, callTimeoutMillis, controlPort,
                ReportMode.OWNER);
    }
}
