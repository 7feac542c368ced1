package org.mwbench.console;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.mwbench.platform.hosts.CommandFailedException;
import org.mwbench.platform.hosts.EmulatedNetwork;
import org.mwbench.platform.hosts.EmulationLock;
import org.mwbench.platform.hosts.HostEmulationChecks;
import org.mwbench.platform.hosts.HostEmulationException;
import org.mwbench.platform.hosts.HostLink;
import org.mwbench.platform.hosts.HostsFile;
import org.mwbench.platform.hosts.LinkCounters;
import org.mwbench.platform.hosts.NetworkCleaner;
import org.mwbench.platform.hosts.NetworkLayout;
import org.mwbench.platform.hosts.SystemCommands;
import org.mwbench.platform.supervisor.AgentDirectoryService;
import org.mwbench.platform.storage.ReportMode;
import org.mwbench.platform.storage.StoredFiles;

/**
 * The emulated hosts of one {@code mwbench run}: checked, then the network and one agent per
 * host, then, whatever happens, all of it removed. Ctrl-C is the run's to handle (it stops,
 * collects and closes this); a shutdown hook removes all of it when the JVM ends otherwise (a
 * second Ctrl-C, SIGHUP); leftovers of a crashed run are removed by the next one.
 */
final class EmulatedHostsRun implements AutoCloseable {
    private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(20);
    private static final Duration AGENT_STOP_PATIENCE = Duration.ofSeconds(10);

    private final HostsFile hosts;
    private final PrintWriter out;
    private final EmulationLock lock;
    private final Path logs;
    private final List<Process> agents = new ArrayList<>();
    /** Set once close has run: it runs once, from the run's thread or from the hook. */
    private boolean closed;
    private final Thread hook;
    private EmulatedNetwork network;

    private EmulatedHostsRun(HostsFile hosts, PrintWriter out, EmulationLock lock, Path logs) {
        this.hosts = hosts;
        this.out = out;
        this.lock = lock;
        this.logs = logs;
        this.hook = new Thread(this::close, "mwbench-emulated-hosts-teardown");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /**
     * Checks the machine, takes the one-run lock and removes what crashed runs left; creates nothing.
     *
     * @throws HostEmulationException the machine cannot emulate these hosts; nothing was changed
     */
    static EmulatedHostsRun prepare(HostsFile hosts, PrintWriter out) throws HostEmulationException {
        SystemCommands commands = commands();
        HostEmulationChecks checks = new HostEmulationChecks(commands);
        checks.checkMachine(hosts);
        EmulationLock lock = EmulationLock.acquire();
        try {
            NetworkCleaner.Removal leftovers = new NetworkCleaner(commands).removeLeftovers();
            if (!leftovers.removed().isEmpty()) {
                out.println("removed what crashed runs left: " + String.join(", ", leftovers.removed()));
            }
            leftovers.failures().forEach(failure -> out.println("could not remove a crashed run's leftover: " + failure));
            checks.checkSubnetFree();
            return new EmulatedHostsRun(hosts, out, lock, Files.createTempDirectory("mwbench-hosts-"));
        } catch (CommandFailedException | IOException | HostEmulationException | RuntimeException e) {
            lock.close();
            if (e instanceof HostEmulationException refused) {
                throw refused;
            }
            throw new HostEmulationException("cannot prepare emulated hosts: " + e.getMessage());
        }
    }

    /** Why this machine cannot emulate the hosts (no root, no iproute2, no netem), or empty when it can. */
    static java.util.Optional<String> whyNot(HostsFile hosts) {
        try {
            new HostEmulationChecks(commands()).checkMachine(hosts);
            return java.util.Optional.empty();
        } catch (HostEmulationException e) {
            return java.util.Optional.of(e.getMessage());
        }
    }

    private static SystemCommands commands() {
        return new SystemCommands(COMMAND_TIMEOUT);
    }

    /** Creates the bridge, the namespaces and their links, and prints where each host is. */
    void createNetwork() throws CommandFailedException {
        NetworkLayout layout = new NetworkLayout(hosts, ProcessHandle.current().pid());
        network = EmulatedNetwork.create(layout, commands());
        out.printf("emulated hosts of %s: supervisor %s on bridge %s%n", hosts.origin(), NetworkLayout.SUPERVISOR_ADDRESS,
                layout.bridge());
        for (HostLink link : layout.links()) {
            out.printf("  %-12s %-13s cpus %-5s %s, namespace %s%n", link.host().name(), link.address(),
                    link.host().cpus(), link.host().link().describe(), link.namespace());
        }
        out.flush();
    }

    /** Starts every host's agent and waits until all have registered; a missing one fails with its log. */
    void startAgents(HostAgentLauncher launcher, AgentDirectoryService directory, Duration patience)
            throws IOException, InterruptedException, HostEmulationException {
        for (HostLink link : network.layout().links()) {
            agents.add(launcher.start(link, agentLog(link)));
        }
        Set<String> wanted = new TreeSet<>();
        network.layout().links().forEach(link -> wanted.add(link.host().name()));
        Set<String> missing = directory.awaitAgents(wanted, patience);
        if (!missing.isEmpty()) {
            StringBuilder message = new StringBuilder("the agents of " + missing + " did not register within "
                    + patience.toSeconds() + " s (--agent-wait); their output:");
            for (HostLink link : network.layout().links()) {
                if (missing.contains(link.host().name())) {
                    message.append(System.lineSeparator()).append("--- ").append(link.host().name())
                            .append(System.lineSeparator()).append(tail(agentLog(link)));
                }
            }
            throw new HostEmulationException(message.toString());
        }
        out.println("agents registered over the emulated network: " + String.join(", ", wanted));
        out.flush();
    }

    /**
     * Prints what each host's link carried, and keeps it as {@code network.properties} in the
     * report folder: the proof that the calls crossed the emulated links, and under which MTU.
     */
    void reportLinks(Path reportFolder, PrintWriter err) {
        Map<String, LinkCounters> counters;
        try {
            counters = network.counters();
        } catch (CommandFailedException | RuntimeException e) {
            err.println("mwbench run: cannot read the emulated links' counters: " + e.getMessage());
            return;
        }
        Properties stored = new Properties();
        out.println("emulated links (as each host's own interface counted them):");
        for (HostLink link : network.layout().links()) {
            String host = link.host().name();
            LinkCounters counted = counters.get(host);
            out.printf("  %-12s mtu %d, sent %d B in %d packets, received %d B in %d packets%n", host, counted.mtu(),
                    counted.sentBytes(), counted.sentPackets(), counted.receivedBytes(), counted.receivedPackets());
            stored.setProperty("host." + host + ".address", link.address());
            stored.setProperty("host." + host + ".cpus", link.host().cpus());
            stored.setProperty("host." + host + ".link", link.host().link().describe());
            stored.setProperty("host." + host + ".mtu", Integer.toString(counted.mtu()));
            stored.setProperty("host." + host + ".sent_bytes", Long.toString(counted.sentBytes()));
            stored.setProperty("host." + host + ".sent_packets", Long.toString(counted.sentPackets()));
            stored.setProperty("host." + host + ".received_bytes", Long.toString(counted.receivedBytes()));
            stored.setProperty("host." + host + ".received_packets", Long.toString(counted.receivedPackets()));
        }
        try (Writer writer = new StoredFiles(ReportMode.of(reportFolder)).newWriter(reportFolder.resolve("network.properties"))) {
            stored.store(writer, "emulated hosts of " + hosts.origin());
        } catch (IOException e) {
            err.println("mwbench run: cannot store network.properties: " + e.getMessage());
        }
        out.flush();
    }

    /** Stops the agents, removes the network, releases the lock; prints what was removed. Safe to call twice. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        agents.forEach(Process::destroy);
        for (Process agent : agents) {
            try {
                if (!agent.waitFor(AGENT_STOP_PATIENCE.toMillis(), TimeUnit.MILLISECONDS)) {
                    agent.destroyForcibly();
                }
            } catch (InterruptedException e) {
                agent.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        if (network != null) {
            network.close();
            NetworkCleaner.Removal removal = network.removal();
            out.println("removed: " + agents.size() + " agent JVM(s), " + String.join(", ", removal.removed()));
            removal.failures().forEach(failure -> out.println("could not remove: " + failure
                    + " (the next run with emulated hosts removes it)"));
        }
        lock.close();
        deleteLogs();
        out.flush();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down and the hook has nothing left to do
        }
    }

    private Path agentLog(HostLink link) {
        return logs.resolve("agent-" + link.host().name() + ".log");
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
            return String.join(System.lineSeparator(), lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    private void deleteLogs() {
        try (Stream<Path> files = Files.walk(logs)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a temporary folder of logs; the system cleans it eventually
        }
    }
}
