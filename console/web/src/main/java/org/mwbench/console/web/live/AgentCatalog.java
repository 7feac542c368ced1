package org.mwbench.console.web.live;

import java.rmi.RemoteException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.remote.AgentHandle;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.supervisor.AgentDirectoryService;

/**
 * The agents registered with the supervisor, with the host and JVM each runs on, asked of
 * the agent itself (the same description a run stores in {@code environment/}). An
 * agent's answer is kept for a while: the page asks every few seconds, the agents need not.
 */
public final class AgentCatalog {
    static final Duration KEEP = Duration.ofSeconds(30);

    /**
     * @param host  the agent's host name
     * @param jvm   the JVM's name and version
     * @param error why the agent could not be asked, or empty
     */
    public record AgentView(String name, String host, String jvm, String os, String cpus, String error) {
    }

    private record Cached(AgentView view, long atNanos) {
    }

    private final AgentDirectoryService directory;
    private final SharedSecret secret;
    private final Map<String, Cached> cache = new ConcurrentHashMap<>();

    public AgentCatalog(AgentDirectoryService directory, SharedSecret secret) {
        this.directory = directory;
        this.secret = secret;
    }

    public List<AgentView> list() {
        List<AgentView> views = new ArrayList<>();
        for (String name : directory.names()) {
            Cached cached = cache.get(name);
            if (cached == null || System.nanoTime() - cached.atNanos() > KEEP.toNanos()) {
                cached = new Cached(describe(name), System.nanoTime());
                cache.put(name, cached);
            }
            views.add(cached.view());
        }
        cache.keySet().retainAll(directory.names());
        return views;
    }

    private AgentView describe(String name) {
        ControlChannel control = directory.find(name).orElse(null);
        if (control == null) {
            return new AgentView(name, "", "", "", "", "left the registry");
        }
        try {
            Map<String, String> env = AgentHandle.open(name, control, secret).environment();
            return new AgentView(name, env.getOrDefault("host.name", ""),
                    (env.getOrDefault("java.vm.name", "") + " " + env.getOrDefault("java.version", "")).strip(),
                    (env.getOrDefault("os.name", "") + " " + env.getOrDefault("os.version", "") + " "
                            + env.getOrDefault("os.arch", "")).strip(),
                    env.getOrDefault("cpu.count", ""), "");
        } catch (RemoteException | RuntimeException e) {
            return new AgentView(name, "", "", "", "", "cannot ask it: " + e.getMessage());
        }
    }
}
