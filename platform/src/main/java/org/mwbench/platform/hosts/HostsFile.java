package org.mwbench.platform.hosts;

import java.util.List;
import java.util.Optional;

/**
 * A parsed hosts file: the hosts a plan's agents run on, in the order of their numbers.
 *
 * @param origin the file's path, for messages
 */
public record HostsFile(String origin, List<EmulatedHost> hosts) {
    public HostsFile {
        hosts = List.copyOf(hosts);
    }

    public Optional<EmulatedHost> host(String name) {
        return hosts.stream().filter(host -> host.name().equals(name)).findFirst();
    }

    public boolean needsNetem() {
        return hosts.stream().anyMatch(host -> host.link().needsNetem());
    }
}
