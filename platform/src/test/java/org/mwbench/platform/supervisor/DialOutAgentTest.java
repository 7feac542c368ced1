package org.mwbench.platform.supervisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.rmi.ConnectException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.agent.DialOutAgent;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.control.DialledChannel;
import org.mwbench.platform.remote.AgentHandle;
import org.mwbench.platform.security.Loopback;
import org.mwbench.platform.security.SharedSecret;

/**
 * An agent that dials out, and the supervisor's listener it dials, in one JVM over loopback TLS:
 * the agent is listed only once it proves the secret, is driven through its one connection, and a
 * dropped connection fails calls at once rather than at their timeout. The end-to-end run in agent
 * JVMs that listen nowhere is console's {@code DialOutRunTest}.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class DialOutAgentTest {

    private static final Duration HANG_GUARD = Duration.ofSeconds(60);
    private static final int CALL_TIMEOUT_MILLIS = 60_000;

    @TempDir
    Path dir;

    private final SharedSecret secret = newSecret();
    private final AgentDirectoryService directory = new AgentDirectoryService();
    private DialInListener listener;
    private DialOutAgent agent;

    @AfterEach
    void closeAll() {
        if (agent != null) {
            agent.close();
        }
        if (listener != null) {
            listener.close();
        }
    }

    static SharedSecret newSecret() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return SharedSecret.of(key);
    }

    private DialOutAgent dialOut(String name, SharedSecret key) throws Exception {
        return new DialOutAgent(name, key, "127.0.0.1", listener.port(), dir.resolve("work-" + name), Loopback.ADDRESS,
                5000, Duration.ofSeconds(10));
    }

    @Test
    void anAgentThatDialsOutIsListedAndDrivenOverItsConnection() throws Exception {
        listener = DialInListener.open(Loopback.ADDRESS, 0, directory, secret, CALL_TIMEOUT_MILLIS);
        agent = dialOut("agent-d", secret);
        assertEquals(Set.of(), directory.awaitAgents(Set.of("agent-d"), HANG_GUARD));

        ControlChannel channel = directory.find("agent-d").orElseThrow();
        assertTrue(channel instanceof DialledChannel, "listed through its own connection: " + channel);
        AgentHandle handle = AgentHandle.open("agent-d", channel, secret);
        assertFalse(handle.environment().isEmpty(), "a sealed call answered over the dialled connection");
        AgentHandle.ClockOffset offset = handle.clockOffset();
        assertTrue(offset.errorBoundNanos() >= 0, "clock samples over the connection: " + offset);
    }

    @Test
    void anAgentWithAnotherSecretIsNeverListed() throws Exception {
        listener = DialInListener.open(Loopback.ADDRESS, 0, directory, secret, CALL_TIMEOUT_MILLIS);
        agent = dialOut("agent-x", newSecret());
        // A lower bound only: it dials every half second, and is refused each time.
        assertEquals(Set.of("agent-x"), directory.awaitAgents(Set.of("agent-x"), Duration.ofSeconds(3)));
        assertTrue(directory.find("agent-x").isEmpty());
    }

    @Test
    void aDroppedConnectionFailsCallsAtOnceAndTheAgentDialsAgain() throws Exception {
        listener = DialInListener.open(Loopback.ADDRESS, 0, directory, secret, CALL_TIMEOUT_MILLIS);
        agent = dialOut("agent-d", secret);
        assertEquals(Set.of(), directory.awaitAgents(Set.of("agent-d"), HANG_GUARD));
        DialledChannel first = (DialledChannel) directory.find("agent-d").orElseThrow();
        AgentHandle handle = AgentHandle.open("agent-d", first, secret);

        first.close("dropped by the test");
        ConnectException lost = assertThrows(ConnectException.class, handle::environment);
        assertTrue(lost.getMessage().contains("agent 'agent-d'") && lost.getMessage().contains("dropped by the test"),
                lost.getMessage());

        assertEquals(Set.of(), directory.awaitAgents(Set.of("agent-d"), HANG_GUARD), "the agent dials again");
        ControlChannel second = directory.find("agent-d").orElseThrow();
        assertNotSame(first, second);
        assertFalse(AgentHandle.open("agent-d", second, secret).environment().isEmpty());
    }

    @Test
    void closingTheListenerClosesTheAgentsConnections() throws Exception {
        listener = DialInListener.open(Loopback.ADDRESS, 0, directory, secret, CALL_TIMEOUT_MILLIS);
        agent = dialOut("agent-d", secret);
        assertEquals(Set.of(), directory.awaitAgents(Set.of("agent-d"), HANG_GUARD));
        DialledChannel channel = (DialledChannel) directory.find("agent-d").orElseThrow();
        listener.close();
        assertFalse(channel.isOpen());
        assertTrue(directory.find("agent-d").isEmpty(), "not listed once its connection is closed");
    }
}
