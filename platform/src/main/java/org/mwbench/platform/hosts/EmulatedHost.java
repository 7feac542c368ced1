package org.mwbench.platform.hosts;

/**
 * One host of a hosts file: an agent that runs in a network namespace of its own, pinned to
 * some cores, behind a link of its own.
 *
 * @param number the N of its {@code host.N.*} keys; it gives the host's address
 * @param name   the agent's name, as plans give it in {@code blade.N.server}
 * @param cpus   the cores the agent may use, in {@code taskset -c} form, e.g. {@code 0} or {@code 0-1}
 * @param link   its link to the bridge
 */
public record EmulatedHost(int number, String name, String cpus, LinkShape link) {
}
