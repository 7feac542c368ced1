package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.mwbench.platform.agent.ProcessCommandLine;
import org.mwbench.platform.hosts.NetworkCleaner;
import org.mwbench.platform.hosts.NetworkNames;
import org.mwbench.platform.hosts.SystemCommands;

/**
 * What a run with emulated hosts may leave: namespaces and links named with its pid (mwbh...),
 * and agent JVMs told to exit with it.
 */
final class RunLeftovers {
    private final SystemCommands commands;

    RunLeftovers(SystemCommands commands) {
        this.commands = commands;
    }

    /**
     * Kills each run's JVM (a test's runs are done or failed by now) and removes what it left: its
     * namespaces and links, named with its pid, and the agents told to exit with it.
     */
    void removeAllOf(List<Process> runs) throws Exception {
        List<Long> owners = new ArrayList<>();
        for (Process run : runs) {
            run.destroyForcibly();
            run.waitFor(10, TimeUnit.SECONDS);
            owners.add(run.pid());
        }
        new NetworkCleaner(commands).removeOwnedBy(owners::contains);
        for (long owner : owners) {
            agentsOf(owner).forEach(ProcessHandle::destroyForcibly);
        }
    }

    /** Every namespace and link of any mwbench run on this machine, a line each. */
    String names() throws Exception {
        StringBuilder names = new StringBuilder();
        for (String line : (commands.run(List.of("ip", "netns", "list")) + commands.run(List.of("ip", "-o", "link", "show")))
                .split("\n")) {
            if (line.contains("mwbh")) {
                names.append(line).append('\n');
            }
        }
        return names.toString();
    }

    /**
     * The namespaces and links of one run, a line each, told by the platform's own naming
     * ({@link NetworkNames}): never taken for another run's whose pid holds the same digits.
     */
    String namesOf(long owner) throws Exception {
        return names().lines().filter(line -> Stream.of(line.split("[\\s:@]+")).anyMatch(word ->
                NetworkNames.ownerOfNamespace(word).orElse(-1) == owner || NetworkNames.ownerOfLink(word).orElse(-1) == owner))
                .collect(java.util.stream.Collectors.joining("\n"));
    }

    void assertNothingLeftBy(long owner) throws Exception {
        assertEquals("", namesOf(owner), "no namespace or link of run " + owner + " is left");
        // a guard, not a speed claim: an agent JVM on a loaded machine may take seconds to exit
        long deadline = Distribution.deadlineAfter(30);
        while (!agentsOf(owner).isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertTrue(agentsOf(owner).isEmpty(), "no agent JVM of run " + owner + " is left");
    }

    /** The agents a run started: they are told to exit with it. */
    static List<ProcessHandle> agentsOf(long owner) {
        try (Stream<ProcessHandle> all = ProcessHandle.allProcesses()) {
            return all.filter(process -> ProcessCommandLine.joined(process).contains("--exit-with " + owner)).toList();
        }
    }
}
