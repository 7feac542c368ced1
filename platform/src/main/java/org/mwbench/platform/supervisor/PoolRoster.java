package org.mwbench.platform.supervisor;

import java.rmi.RemoteException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.plan.AgentPools;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.remote.AgentHandle;
import org.mwbench.platform.security.SharedSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which registered agents joined which pool, learnt from each agent's environment
 * ({@code agent.pool}, sealed like every call): deploy waits here until each of a plan's pools has
 * the agents its size declares. A pool's agents are taken in name order, so that instance k of a
 * blade runs on the same agent from one run to the next while the pool's agents do not change.
 */
final class PoolRoster {
    private static final Logger LOG = LoggerFactory.getLogger(PoolRoster.class);
    private static final long POLL_MILLIS = 200;

    private final AgentDirectoryService directory;
    private final SharedSecret secret;
    /** Each agent's pool ("" for none), by agent name, asked once per agent and channel. */
    private final Map<String, Membership> known = new TreeMap<>();

    private record Membership(ControlChannel channel, String pool) {
    }

    PoolRoster(AgentDirectoryService directory, SharedSecret secret) {
        this.directory = directory;
        this.secret = secret;
    }

    /**
     * @return each of the plan's pools' agents, as many as its size, in name order
     * @throws PlanException at a pool's {@code pool.NAME.size} key, naming how many and which of its
     *                       agents joined, when one is still short once {@code patience} is over
     */
    Map<String, List<String>> await(TestPlan plan, Duration patience) throws PlanException, InterruptedException {
        if (plan.pools().isEmpty()) {
            return Map.of();
        }
        long deadline = System.nanoTime() + patience.toNanos();
        while (true) {
            Map<String, List<String>> members = members();
            List<PlanError> shortOnes = shortPools(plan, members, patience);
            if (shortOnes.isEmpty()) {
                Map<String, List<String>> chosen = new TreeMap<>();
                plan.pools().forEach((pool, size) -> chosen.put(pool, List.copyOf(members.get(pool).subList(0, size))));
                chosen.forEach((pool, agents) -> {
                    if (members.get(pool).size() > agents.size()) {
                        LOG.warn("pool '{}' has {} agents, the plan uses {}: {}", pool, members.get(pool).size(),
                                agents.size(), agents);
                    }
                });
                return chosen;
            }
            if (System.nanoTime() > deadline) {
                throw new PlanException(shortOnes);
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    private static List<PlanError> shortPools(TestPlan plan, Map<String, List<String>> members, Duration patience) {
        List<PlanError> errors = new ArrayList<>();
        plan.pools().forEach((pool, size) -> {
            List<String> joined = members.getOrDefault(pool, List.of());
            if (joined.size() < size) {
                String key = AgentPools.sizeKey(pool);
                errors.add(new PlanError(plan.locate(key), key, "pool '" + pool + "' needs " + size + " agents, "
                        + joined.size() + " joined within " + patience.toSeconds() + " s" + (joined.isEmpty() ? ""
                        : ": " + String.join(", ", joined)) + " (start more with: mwbench agent --name NAME --pool "
                        + pool + " ...)"));
            }
        });
        return errors;
    }

    /** The registered agents of each pool, in name order. */
    private Map<String, List<String>> members() {
        Map<String, List<String>> members = new TreeMap<>();
        for (String name : directory.names()) {
            poolOf(name).ifPresent(pool -> members.computeIfAbsent(pool, p -> new ArrayList<>()).add(name));
        }
        return members;
    }

    private Optional<String> poolOf(String name) {
        Optional<ControlChannel> channel = directory.find(name);
        if (channel.isEmpty()) {
            return Optional.empty();
        }
        Membership membership = known.get(name);
        if (membership == null || !membership.channel().equals(channel.get())) {
            try {
                String pool = AgentHandle.open(name, channel.get(), secret).environment()
                        .getOrDefault(AgentPools.ENVIRONMENT_KEY, "");
                membership = new Membership(channel.get(), pool);
                known.put(name, membership);
            } catch (RemoteException | RuntimeException e) {
                LOG.debug("cannot ask agent '{}' for its pool yet: {}", name, e.toString());
                return Optional.empty();
            }
        }
        return membership.pool().isEmpty() ? Optional.empty() : Optional.of(membership.pool());
    }
}
