package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.BitSet;
import java.util.Properties;
import org.mwbench.analysis.store.StoredRun;

/**
 * Whether two blades of a run competed for the same cores, which makes each side's CPU
 * figure say less about where the limit lies. Two blades share cores when they ran on one
 * agent; on emulated hosts ({@code network.properties}), when their hosts' CPU sets
 * ({@code host.NAME.cpus}, taskset lists such as {@code 0}, {@code 0-1}, {@code 0,2})
 * overlap; otherwise when their agents describe the same host name (agents started on one
 * machine without CPU sets share all its cores).
 */
final class CoreSharing {
    private final StoredRun run;
    private final Properties network;

    private CoreSharing(StoredRun run, Properties network) {
        this.run = run;
        this.network = network;
    }

    static CoreSharing of(StoredRun run) throws IOException {
        return new CoreSharing(run, run.network());
    }

    /** Why the two blades share cores ("same agent 'local host'"), or null when they do not or it is unknown. */
    String reason(String bladeA, String bladeB) {
        String agentA = run.agentOf(bladeA);
        String agentB = run.agentOf(bladeB);
        if (agentA == null || agentB == null) {
            return null;
        }
        if (agentA.equals(agentB)) {
            return "both ran on agent '" + agentA + "'";
        }
        String cpusA = network.getProperty("host." + agentA + ".cpus");
        String cpusB = network.getProperty("host." + agentB + ".cpus");
        if (cpusA != null && cpusB != null) {
            BitSet a = cpuSet(cpusA);
            boolean overlap = a.intersects(cpuSet(cpusB));
            return overlap ? "emulated hosts '" + agentA + "' (cpus " + cpusA + ") and '" + agentB + "' (cpus " + cpusB
                    + ") overlap" : null;
        }
        String hostA = hostName(agentA);
        String hostB = hostName(agentB);
        if (hostA != null && hostA.equals(hostB)) {
            return "agents '" + agentA + "' and '" + agentB + "' ran on one host, '" + hostA + "', without CPU sets";
        }
        return null;
    }

    /** The cores an agent's JVMs could use: its environment's {@code cpu.count}; NaN if unknown. */
    double coresOf(String blade) {
        String agent = run.agentOf(blade);
        Properties environment = agent == null ? null : run.environments().get(agent);
        String count = environment == null ? null : environment.getProperty("cpu.count");
        try {
            return count == null ? Double.NaN : Double.parseDouble(count.trim());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private String hostName(String agent) {
        Properties environment = run.environments().get(agent);
        return environment == null ? null : environment.getProperty("host.name");
    }

    /** A taskset CPU list: {@code 0}, {@code 0-3}, {@code 0,2,5-7}; an unreadable part is ignored. */
    static BitSet cpuSet(String list) {
        BitSet cpus = new BitSet();
        for (String part : list.split(",")) {
            String range = part.trim();
            try {
                int dash = range.indexOf('-');
                if (dash > 0) {
                    cpus.set(Integer.parseInt(range.substring(0, dash).trim()), Integer.parseInt(range.substring(dash + 1).trim()) + 1);
                } else if (!range.isEmpty()) {
                    cpus.set(Integer.parseInt(range));
                }
            } catch (NumberFormatException | IndexOutOfBoundsException e) {
                // not a CPU list: the overlap is judged on the rest
            }
        }
        return cpus;
    }
}
