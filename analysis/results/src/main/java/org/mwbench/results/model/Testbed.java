package org.mwbench.results.model;

import java.util.List;

/**
 * The machines a run ran on: each agent's hardware, OS and JVM, and the emulated hosts' link
 * settings ({@code network.properties}) when the plan had a hosts file. Runs on the same
 * testbed share its key, which is what history and regression detection compare within.
 */
public record Testbed(String testbedId, String label, String emulatedLinks, List<TestbedAgent> agents) {

    /** A testbed whose key is computed from its agents and links, in the order given. */
    public static Testbed of(String emulatedLinks, List<TestbedAgent> agents) {
        Object[] parts = new Object[agents.size() + 1];
        parts[0] = emulatedLinks;
        for (int i = 0; i < agents.size(); i++) {
            TestbedAgent a = agents.get(i);
            parts[i + 1] = String.join("|", a.agent(), String.valueOf(a.hostName()), String.valueOf(a.cpuModel()),
                    String.valueOf(a.cpuCount()), String.valueOf(a.memoryBytes()), String.valueOf(a.kernel()),
                    String.valueOf(a.osArch()), String.valueOf(a.javaVersion()), String.valueOf(a.javaVm()),
                    String.valueOf(a.jvmFlags()));
        }
        String label = agents.stream()
                .map(a -> a.hostName() + " (" + a.cpuCount() + " x " + a.cpuModel() + ", Java " + a.javaVersion() + ")")
                .distinct().reduce((x, y) -> x + "; " + y).orElse("no agent")
                + (emulatedLinks == null ? "" : ", emulated hosts");
        return new Testbed(Keys.of(parts), label, emulatedLinks, List.copyOf(agents));
    }
}
