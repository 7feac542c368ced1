package org.mwbench.platform.hosts;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What this machine must offer before a run creates any namespace: root, the tools, netem when
 * the hosts file asks for delay, jitter or loss, and a 198.18 range no other interface uses.
 * Each failure says what is missing, so a run that cannot work stops having changed nothing.
 */
public final class HostEmulationChecks {
    private final SystemCommands commands;

    public HostEmulationChecks(SystemCommands commands) {
        this.commands = commands;
    }

    /** Everything that needs nothing created: root, tools, netem. */
    public void checkMachine(HostsFile hosts) throws HostEmulationException {
        long uid = effectiveUid();
        if (uid != 0) {
            throw new HostEmulationException("emulated hosts (" + hosts.origin() + ") need root, to create network "
                    + "namespaces and links; this process runs as uid " + uid + ". Run mwbench as root, or run the "
                    + "plan without its hosts key on agents you start yourself.");
        }
        List<String> tools = new ArrayList<>(List.of("ip", "tc", "taskset"));
        if (hosts.needsNetem()) {
            tools.add("unshare");
        }
        List<String> missing = tools.stream().filter(tool -> !onPath(tool)).toList();
        if (!missing.isEmpty()) {
            throw new HostEmulationException("emulated hosts need " + String.join(", ", missing) + ", not found on "
                    + "the PATH: install iproute2 (ip, tc) and util-linux (taskset, unshare); deploy/setup-machine.sh does");
        }
        if (hosts.needsNetem()) {
            checkNetem(hosts);
        }
    }

    /**
     * Probes netem in a namespace that exists only as long as the probe: {@code unshare --net}
     * leaves nothing behind, and the machine's own interfaces are never touched.
     */
    private void checkNetem(HostsFile hosts) throws HostEmulationException {
        SystemCommands.Result probe;
        try {
            probe = commands.attempt(List.of("unshare", "--net", "tc", "qdisc", "add", "dev", "lo", "root", "netem",
                    "delay", "1ms"));
        } catch (CommandFailedException e) {
            throw new HostEmulationException("cannot probe for netem: " + e.getMessage());
        }
        if (!probe.succeeded()) {
            EmulatedHost first = hosts.hosts().stream().filter(host -> host.link().needsNetem()).findFirst().orElseThrow();
            throw new HostEmulationException(hosts.origin() + ": host '" + first.name() + "' asks for delay, jitter or "
                    + "loss, which need the kernel's netem qdisc, and this kernel has none (tc: "
                    + probe.err().strip() + "). Nothing was created. Bandwidth (rate) and mtu work without netem: "
                    + "remove host.N.delay, host.N.jitter and host.N.loss to run here.");
        }
    }

    /** Once leftovers are gone: the emulated subnet must be free, so no route of the machine is shadowed. */
    public void checkSubnetFree() throws HostEmulationException {
        String addresses;
        try {
            addresses = commands.run(List.of("ip", "-o", "-4", "addr", "show"));
        } catch (CommandFailedException e) {
            throw new HostEmulationException("cannot list the machine's addresses: " + e.getMessage());
        }
        for (String line : addresses.split("\n")) {
            String[] fields = line.strip().split("\\s+");
            if (fields.length < 4 || !fields[2].equals("inet")) {
                continue;
            }
            String device = fields[1];
            String address = fields[3];
            if (NetworkLayout.overlapsEmulatedSubnet(address) && NetworkNames.ownerOfLink(device).isEmpty()) {
                throw new HostEmulationException("interface " + device + " already has " + address + ", on the network "
                        + "emulated hosts use (198.18.0.0/24); mwbench will not share it. Nothing was created.");
            }
        }
    }

    private static long effectiveUid() throws HostEmulationException {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    return Long.parseLong(line.substring(4).strip().split("\\s+")[1]);
                }
            }
        } catch (IOException | RuntimeException e) {
            throw new HostEmulationException("emulated hosts need Linux: cannot read /proc/self/status (" + e + ")");
        }
        throw new HostEmulationException("emulated hosts need Linux: /proc/self/status has no Uid line");
    }

    private static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String folder : path.split(File.pathSeparator)) {
            if (!folder.isEmpty() && Files.isExecutable(Path.of(folder, tool))) {
                return true;
            }
        }
        return false;
    }
}
