package org.mwbench.platform.plan;

import java.io.Serializable;
import java.util.Objects;

/**
 * One blade of a test plan, as the plan's {@code blade.N.*} keys describe it.
 *
 * @param number    the N of the plan keys, kept so errors can name {@code blade.N.xxx}
 * @param id        the blade's identifier, unique in the plan; also its report folder
 * @param agent     the name of the agent (a CLIF "server") that hosts the blade
 * @param role      injector, probe or server (sut)
 * @param className the blade's insert class: a fully qualified name or a registered short name
 * @param argument  the blade's argument string, given to the insert at init
 * @param comment   free text, kept for reports
 * @param jvm       JVM options ({@code -Xint}, a GC, a heap size) for a JVM of the blade's
 *                  own, started by its agent; empty to run in the agent's JVM
 */
public record BladeDefinition(
        String number, String id, String agent, BladeRole role, String className, String argument, String comment,
        String jvm)
        implements Serializable {

    public BladeDefinition {
        Objects.requireNonNull(number, "number");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(className, "className");
        argument = argument == null ? "" : argument;
        comment = comment == null ? "" : comment;
        jvm = jvm == null ? "" : jvm.strip();
    }

    /** The {@code jvm} options as separate arguments. */
    public java.util.List<String> jvmOptions() {
        return jvm.isEmpty() ? java.util.List.of() : java.util.List.of(jvm.split("\\s+"));
    }

    /** The plan key of one of this blade's properties, as errors should name it. */
    public String key(String property) {
        return "blade." + number + "." + property;
    }

    /** The plan key that carries this blade's class. */
    public String classKey() {
        return key(role.planKey());
    }
}
