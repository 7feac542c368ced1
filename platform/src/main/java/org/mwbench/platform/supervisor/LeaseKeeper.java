package org.mwbench.platform.supervisor;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.mwbench.platform.agent.Agent;
import org.mwbench.platform.remote.AgentHandle;

/**
 * Keeps the leases of a run alive on its remote agents: an agent aborts a run whose supervisor
 * says nothing for longer than its lease ({@code mwbench agent --lease}, 2 s at least). Polls
 * speak every second only while blades run; in other steps an agent can wait far longer, for
 * another agent to deploy slow server JVMs, or to have its blades collected. So once a second,
 * every agent that holds the run gets a {@code status} call, whatever else is going on. Each
 * agent has at most one such call under way, so a hung agent delays no other.
 */
final class LeaseKeeper {
    static final long PERIOD_MILLIS = 1000;

    private record Holder(String runId, AtomicBoolean calling) {
    }

    private final Map<AgentHandle, Holder> holders = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(daemon("mwbench-lease-timer"));
    private final ExecutorService callers = Executors.newCachedThreadPool(daemon("mwbench-lease-keeper"));

    LeaseKeeper() {
        timer.scheduleWithFixedDelay(this::speak, PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** From now on, the agent holds the run: its deploy returned. The local host has no lease. */
    void holds(AgentHandle agent, String runId) {
        if (!Agent.LOCAL_HOST.equals(agent.name())) {
            holders.put(agent, new Holder(runId, new AtomicBoolean()));
        }
    }

    /** The run is undeployed, or its deploy failed: no agent holds it any more. */
    void releaseAll() {
        holders.clear();
    }

    private void speak() {
        holders.forEach((agent, holder) -> {
            if (holder.calling().compareAndSet(false, true)) {
                callers.execute(() -> {
                    try {
                        agent.status(holder.runId());
                    } catch (Exception e) {
                        // a lost agent is the poll's to notice and report; this call only keeps a lease
                    } finally {
                        holder.calling().set(false);
                    }
                });
            }
        });
    }

    private static ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
