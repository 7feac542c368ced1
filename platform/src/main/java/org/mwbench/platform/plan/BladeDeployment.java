package org.mwbench.platform.plan;

import java.io.Serializable;
import java.util.Map;

/**
 * A blade as the supervisor sends it to its agent: its plan definition, plus the files its
 * argument names (a scenario, say), so that an agent on another host needs nothing but the
 * distribution.
 *
 * @param files file contents by the name the argument gives them
 */
public record BladeDeployment(BladeDefinition definition, Map<String, byte[]> files) implements Serializable {

    public BladeDeployment {
        files = Map.copyOf(files);
    }
}
