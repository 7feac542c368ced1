package org.mwbench.platform.supervisor;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.mwbench.platform.remote.AgentControl;
import org.mwbench.platform.remote.AgentDirectory;
import org.mwbench.platform.security.SharedSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The supervisor's registry of agents. The embedded agent is always listed; remote agents
 * are listed once they prove they hold the secret, and dropped when their heartbeat
 * registrations stop.
 */
public final class AgentDirectoryService implements AgentDirectory {
    /** Agents re-register every second; one silent for five heartbeats is taken as gone. */
    static final Duration EXPIRY = Duration.ofSeconds(5);

    private static final Logger LOG = LoggerFactory.getLogger(AgentDirectoryService.class);

    private final SharedSecret secret;
    private final SecureRandom random = new SecureRandom();
    private final Set<String> openChallenges = ConcurrentHashMap.newKeySet();
    private final Map<String, Entry> agents = new ConcurrentHashMap<>();

    private record Entry(AgentControl agent, long lastSeenNanos, boolean embedded) {
    }

    public AgentDirectoryService(SharedSecret secret) {
        this.secret = secret;
    }

    /** Lists an agent that lives in this JVM; it never expires. */
    public void addEmbedded(String name, AgentControl agent) {
        agents.put(name, new Entry(agent, System.nanoTime(), true));
    }

    @Override
    public String challenge() {
        byte[] nonce = new byte[16];
        random.nextBytes(nonce);
        String text = HexFormat.of().formatHex(nonce);
        if (openChallenges.size() > 1000) {
            openChallenges.clear(); // nobody answers that many: someone is flooding us
        }
        openChallenges.add(text);
        return text;
    }

    @Override
    public void register(String name, AgentControl agent, String nonce, byte[] proof) {
        if (name == null || agent == null || nonce == null || !openChallenges.remove(nonce)) {
            LOG.warn("refused the registration of agent '{}': unknown or reused challenge", name);
            throw new SecurityException("registration refused: unknown or reused challenge");
        }
        if (!secret.verify(proof, "mwbench-register", name, nonce)) {
            LOG.warn("refused the registration of agent '{}': it does not hold this supervisor's secret (fingerprint {})",
                    name, secret.fingerprint());
            throw new SecurityException("registration refused: the agent does not hold this supervisor's secret");
        }
        Entry previous = agents.get(name);
        if (previous != null && previous.embedded()) {
            throw new SecurityException("registration refused: '" + name + "' is the supervisor's own agent");
        }
        if (previous == null) {
            LOG.info("agent '{}' registered", name);
        }
        agents.put(name, new Entry(agent, System.nanoTime(), false));
    }

    public Optional<AgentControl> find(String name) {
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
        return !entry.embedded() && System.nanoTime() - entry.lastSeenNanos() > EXPIRY.toNanos();
    }
}
