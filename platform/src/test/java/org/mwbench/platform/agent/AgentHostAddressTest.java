package org.mwbench.platform.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.plan.BladeRole;
import org.mwbench.platform.security.SharedSecret;

/**
 * A server blade learns its host's address from its agent's bind address, in the agent's
 * JVM and in a JVM of its own, so that its endpoint names an address other hosts reach.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class AgentHostAddressTest {
    @TempDir
    Path work;

    private Agent agent;

    @AfterEach
    void shutDown() {
        if (agent != null) {
            agent.shutdown();
        }
    }

    @Test
    void bladesAreToldTheAgentsBindAddressInItsJvmAndInTheirOwn() throws Exception {
        agent = new Agent("a", SharedSecret.of(new byte[32]), work, InetAddress.getByName("127.0.0.2"));
        Map<String, String> endpoints = agent.deploy("run", List.of(server("0", "in-agent", ""),
                server("1", "own-jvm", "-Xmx64m")));
        assertEquals(Map.of("in-agent", "127.0.0.2", "own-jvm", "127.0.0.2"), endpoints);
    }

    @Test
    void anAgentListeningEverywhereGivesItsBladesLoopback() throws Exception {
        agent = new Agent("a", SharedSecret.of(new byte[32]), work, InetAddress.getByName("0.0.0.0"));
        assertEquals(Map.of("s", "127.0.0.1"), agent.deploy("run", List.of(server("0", "s", ""))));
    }

    private static BladeDeployment server(String number, String id, String jvmOptions) {
        return new BladeDeployment(new BladeDefinition(number, id, "a", BladeRole.SERVER,
                HostAddressServer.class.getName(), "", "", jvmOptions), Map.of());
    }
}
