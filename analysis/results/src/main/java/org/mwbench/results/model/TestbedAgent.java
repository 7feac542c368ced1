package org.mwbench.results.model;

/**
 * One agent of a testbed, from its {@code environment/<agent>.properties}. {@code memoryBytes}
 * is the agent JVM's maximum heap (the agents report no more); {@code kernel} is the OS name
 * and version.
 */
public record TestbedAgent(String agent, String hostName, String cpuModel, Integer cpuCount, Long memoryBytes,
                           String kernel, String osArch, String javaVersion, String javaVm, String jvmGc,
                           String jvmFlags) {
}
