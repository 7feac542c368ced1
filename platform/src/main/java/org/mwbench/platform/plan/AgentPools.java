package org.mwbench.platform.plan;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * How a plan names an agent pool rather than one agent: {@code blade.N.server=pool:NAME}, with the
 * pool's size declared once, {@code pool.NAME.size=3}. CLIF has no pools; the spelling is mwbench's.
 * An agent joins a pool with {@code mwbench agent --pool NAME} and keeps its own unique name.
 */
public final class AgentPools {
    /** What a {@code blade.N.server} value starts with when it names a pool. */
    public static final String PREFIX = "pool:";
    /** The plan key that declares a pool's size. */
    public static final Pattern SIZE_KEY = Pattern.compile("pool\\.([A-Za-z0-9][A-Za-z0-9_.-]*)\\.size");
    /** The environment key under which an agent says which pool it joined. */
    public static final String ENVIRONMENT_KEY = "agent.pool";

    private AgentPools() {
    }

    /** The pool a {@code blade.N.server} value names, if it names one. */
    public static Optional<String> poolOf(String server) {
        return server.startsWith(PREFIX) ? Optional.of(server.substring(PREFIX.length())) : Optional.empty();
    }

    public static String sizeKey(String pool) {
        return "pool." + pool + ".size";
    }

    /**
     * The id of a blade's k-th instance on a pool of {@code size} agents: the blade's own id on a
     * pool of one (so that blades naming a server blade still find it), {@code ID.k} otherwise.
     */
    public static String instanceId(String bladeId, int k, int size) {
        return size == 1 ? bladeId : bladeId + "." + k;
    }
}
