package org.mwbench.platform.supervisor;

import java.nio.file.Path;
import java.time.Duration;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.storage.ReportMode;

/**
 * @param agentPatience how long deploy waits for the plan's agents to register
 * @param startLead     how far ahead the shared start instant is set, so that the start
 *                      command reaches every agent before it
 * @param reportMode    who may read the runs stored
 */
public record SupervisorSettings(SharedSecret secret, AgentDirectoryService directory, Path reportRoot,
                                 Duration agentPatience, Duration startLead, ReportMode reportMode) {
}
