package org.mwbench.platform.supervisor;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.control.DialledChannel;
import org.mwbench.platform.remote.AgentDirectory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The supervisor's registry of agents. The embedded agent is always listed; remote agents
 * are listed when they register, which only a holder of the secret can do (registration is a
 * sealed call), and dropped when their heartbeat registrations stop; agents that dial out are
 * listed while their proven connection is open ({@link DialInListener}). Whether the endpoint an
 * agent registered proves the secret under its name is checked when it is opened
 * ({@link org.mwbench.platform.remote.AgentHandle#open}).
 */
public final class AgentDirectoryService implements AgentDirectory {
    /** Agents re-register every second; one silent for five heartbeats is taken as gone. */
    static final Duration EXPIRY = Duration.ofSeconds(5);

    private static final Logger LOG = LoggerFactory.getLogger(AgentDirectoryService.class);

    private final Map<String, Entry> agents = new ConcurrentHashMap<>();

    private record Entry(ControlChannel agent, long lastSeenNanos, boolean embedded) {
    }

    /** Lists an agent that lives in this JVM; it never expires. */
    public void addEmbedded(String name, ControlChannel agent) {
        agents.put(name, new Entry(agent, System.nanoTime(), true));
    }

    @Override
    public void register(String name, ControlChannel agent) {
        if (name == null || name.isBlank() || agent == null) {
            throw new IllegalArgumentException("registration refused: no name or no endpoint");
        }
        Entry previous = agents.get(name);
        if (previous != null && previous.embedded()) {
            throw new IllegalArgumentException("registration refused: '" + name + "' is the supervisor's own agent");
        }
        if (previous == null) {
            LOG.info("agent '{}' registered", name);
        }
        agents.put(name, new Entry(agent, System.nanoTime(), false));
    }

    /**
     * Lists an agent that dialled out and proved the secret on its connection; it is listed while
     * that connection is open. A new connection of the same name replaces the old one (the agent
     * restarted, or dialled again after a drop), which is closed.
     */
    public void registerDialled(String name, DialledChannel agent) {
        Entry previous = agents.get(name);
        if (previous != null && previous.embedded()) {
            agent.close("'" + name + "' is the supervisor's own agent");
            throw new IllegalArgumentException("registration refused: '" + name + "' is the supervisor's own agent");
        }
        agents.put(name, new Entry(agent, System.nanoTime(), false));
        if (previous != null && previous.agent() instanceof DialledChannel old && old != agent) {
            old.close("agent '" + name + "' dialled in again");
        }
    }

    public Optional<ControlChannel> find(String name) {
        Entry entry = agents.get(name);
        if (entry == null || isExpired(entry)) {
            return Optional.empty();
        }
        return Optional.of(entry.agent());
    }

    public Set<String> names() {
        Set<String> names = new TreeSet<>();
        agents.forEach((name, entry) -> {
            if (!isExpired(entry)) {
                names.add(name);
            }
        });
        return names;
    }

    /** Waits until all the named agents are listed, or the time is up; returns those still missing. */
    public Set<String> awaitAgents(Set<String> wanted, Duration patience) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (true) {
            Set<String> missing = new TreeSet<>(wanted);
            missing.removeAll(names());
            if (missing.isEmpty() || System.nanoTime() > deadline) {
                return missing;
            }
            Thread.sleep(100);
        }
    }

    private static boolean isExpired(Entry entry) {
        if (entry.agent() instanceof DialledChannel dialled) {
            return !dialled.isOpen();
        }
        return !entry.embedded() && System.nanoTime() - entry.lastSeenNanos() > EXPIRY.toNanos();
    }
}
