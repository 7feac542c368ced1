package org.mwbench.platform.hosts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The emulated network of one run, from creation to removal. Closing it removes every
 * namespace and link the run owns, including those a failed creation left half made, and
 * kills whatever still runs inside them; it is safe to close twice, from a shutdown hook too.
 */
public final class EmulatedNetwork implements AutoCloseable {
    private final NetworkLayout layout;
    private final SystemCommands commands;
    private NetworkCleaner.Removal removal;

    private EmulatedNetwork(NetworkLayout layout, SystemCommands commands) {
        this.layout = layout;
        this.commands = commands;
    }

    /** Builds the network; if a command fails, removes what was built and throws that command's failure. */
    public static EmulatedNetwork create(NetworkLayout layout, SystemCommands commands) throws CommandFailedException {
        EmulatedNetwork network = new EmulatedNetwork(layout, commands);
        try {
            for (List<String> command : layout.setupCommands()) {
                commands.run(command);
            }
        } catch (CommandFailedException e) {
            network.close();
            throw e;
        }
        return network;
    }

    public NetworkLayout layout() {
        return layout;
    }

    /** Each host's link counters, by host name, read inside its namespace. */
    public Map<String, LinkCounters> counters() throws CommandFailedException {
        Map<String, LinkCounters> counters = new LinkedHashMap<>();
        for (HostLink link : layout.links()) {
            String device = "/sys/class/net/" + link.innerDevice() + "/";
            String[] values = commands.run(List.of("ip", "netns", "exec", link.namespace(), "cat", device + "mtu",
                    device + "statistics/tx_bytes", device + "statistics/tx_packets",
                    device + "statistics/rx_bytes", device + "statistics/rx_packets")).strip().split("\\s+");
            counters.put(link.host().name(), new LinkCounters(Integer.parseInt(values[0]), Long.parseLong(values[1]),
                    Long.parseLong(values[2]), Long.parseLong(values[3]), Long.parseLong(values[4])));
        }
        return counters;
    }

    /** What the first close removed; empty before it. */
    public synchronized NetworkCleaner.Removal removal() {
        return removal == null ? new NetworkCleaner.Removal(List.of(), List.of()) : removal;
    }

    @Override
    public synchronized void close() {
        if (removal != null) {
            return;
        }
        try {
            removal = new NetworkCleaner(commands).removeOwnedBy(owner -> owner == layout.owner());
        } catch (CommandFailedException e) {
            removal = new NetworkCleaner.Removal(List.of(), List.of(e.getMessage()));
        }
    }
}
