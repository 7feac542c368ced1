package org.mwbench.platform.plan;

import java.util.Optional;

/**
 * What a blade is for. In a CLIF test plan the role is the key that carries the blade's
 * class: {@code blade.N.injector=...}, {@code blade.N.probe=...} or {@code blade.N.sut=...}.
 */
public enum BladeRole {
    /** Fires calls at a system under test and measures them. */
    INJECTOR("injector"),
    /** Observes a resource (CPU, memory, network...) while the test runs. */
    PROBE("probe"),
    /**
     * Hosts the system under test, a middleware server: it starts at deploy, publishes
     * its endpoint, and is stopped once every other blade is done. The key is
     * {@code blade.N.sut}, because CLIF's {@code blade.N.server} already names the agent.
     */
    SERVER("sut");

    private final String planKey;

    BladeRole(String planKey) {
        this.planKey = planKey;
    }

    /** The key suffix a test plan uses for this role, e.g. {@code injector}. */
    public String planKey() {
        return planKey;
    }

    public static Optional<BladeRole> fromPlanKey(String key) {
        for (BladeRole role : values()) {
            if (role.planKey.equals(key)) {
                return Optional.of(role);
            }
        }
        return Optional.empty();
    }
}
