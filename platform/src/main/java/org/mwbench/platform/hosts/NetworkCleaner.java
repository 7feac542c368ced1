package org.mwbench.platform.hosts;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.function.LongPredicate;

/**
 * Removes emulated networks by owner: a run's own at its end, and at the start of a run, those
 * of runs that died without cleaning up ({@code kill -9}). Only names that carry
 * {@link NetworkNames#PREFIX} are ever touched.
 */
public final class NetworkCleaner {
    private final SystemCommands commands;

    public NetworkCleaner(SystemCommands commands) {
        this.commands = commands;
    }

    /** What a removal removed, and what it could not. */
    public record Removal(List<String> removed, List<String> failures) {
        public boolean isEmpty() {
            return removed.isEmpty() && failures.isEmpty();
        }
    }

    /** The network of runs whose pid has no live process. */
    public Removal removeLeftovers() throws CommandFailedException {
        long self = ProcessHandle.current().pid();
        return removeOwnedBy(owner -> owner != self && !ProcessHandle.of(owner).map(ProcessHandle::isAlive).orElse(false));
    }

    /**
     * Kills the processes still inside each owned namespace (a namespace outlives nothing that
     * runs in it, and a half-dead agent would hold its address), deletes the namespaces, whose
     * veth ends take their bridge-side peers with them, then deletes owned links that remain.
     */
    public Removal removeOwnedBy(LongPredicate owned) throws CommandFailedException {
        List<String> removed = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (String namespace : ownedNamespaces(owned)) {
            try {
                killProcessesIn(namespace);
                commands.run(List.of("ip", "netns", "delete", namespace));
                removed.add("namespace " + namespace);
            } catch (CommandFailedException e) {
                failures.add(e.getMessage());
            }
        }
        for (String link : ownedLinks(owned)) {
            try {
                commands.run(List.of("ip", "link", "delete", "dev", link));
                removed.add("link " + link);
            } catch (CommandFailedException e) {
                // A bridge-side veth end goes away by itself, shortly after its namespace.
                if (ownedLinks(owned).contains(link)) {
                    failures.add(e.getMessage());
                }
            }
        }
        return new Removal(removed, failures);
    }

    /** Namespaces of the given owners, as {@code ip netns list} shows them ("NAME (id: N)"). */
    public List<String> ownedNamespaces(LongPredicate owned) throws CommandFailedException {
        List<String> names = new ArrayList<>();
        for (String line : commands.run(List.of("ip", "netns", "list")).split("\n")) {
            String name = line.strip().split("\\s+")[0];
            if (isOwned(NetworkNames.ownerOfNamespace(name), owned)) {
                names.add(name);
            }
        }
        return names;
    }

    /** Links of the given owners in the root namespace, as {@code ip -o link show} shows them ("N: NAME@PEER: ..."). */
    public List<String> ownedLinks(LongPredicate owned) throws CommandFailedException {
        List<String> names = new ArrayList<>();
        for (String line : commands.run(List.of("ip", "-o", "link", "show")).split("\n")) {
            String[] fields = line.strip().split(":\\s+", 3);
            if (fields.length < 2) {
                continue;
            }
            String name = fields[1].split("@")[0];
            if (isOwned(NetworkNames.ownerOfLink(name), owned)) {
                names.add(name);
            }
        }
        return names;
    }

    private static boolean isOwned(OptionalLong owner, LongPredicate owned) {
        return owner.isPresent() && owned.test(owner.getAsLong());
    }

    private void killProcessesIn(String namespace) throws CommandFailedException {
        for (String pid : commands.run(List.of("ip", "netns", "pids", namespace)).split("\\s+")) {
            if (pid.isBlank()) {
                continue;
            }
            ProcessHandle.of(Long.parseLong(pid.strip())).ifPresent(process -> {
                process.destroyForcibly();
                try {
                    process.onExit().get(5, TimeUnit.SECONDS);
                } catch (Exception e) {
                    // the namespace is deleted anyway; a process that survives SIGKILL is reported by ip
                }
            });
        }
    }
}
