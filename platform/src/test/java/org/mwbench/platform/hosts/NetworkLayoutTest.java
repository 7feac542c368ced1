package org.mwbench.platform.hosts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.plan.PlanException;

/** The network planned for a hosts file: names, addresses and the exact ip/tc commands, without root. */
class NetworkLayoutTest {
    /** The largest pid Linux can give (pid_max is at most 2^22). */
    private static final long LARGEST_PID = 4_194_304L;

    private static NetworkLayout layout(String hosts, long owner) throws PlanException {
        return new NetworkLayout(HostsFileParser.parse(hosts, "t.hosts", 2), owner);
    }

    @Test
    void everyNameCarriesThePrefixAndThePidAndFitsLinuxLimit() throws PlanException {
        NetworkLayout layout = layout("host.0.name=a\nhost.0.cpus=0\nhost.99.name=b\nhost.99.cpus=1\n", LARGEST_PID);
        assertEquals("mwbh4194304b", layout.bridge());
        HostLink last = layout.links().get(1);
        assertEquals("mwbh-4194304-b", last.namespace());
        assertEquals("mwbh4194304o99", last.outerDevice());
        assertEquals("mwbh4194304i99", last.innerDevice());
        for (String device : List.of(layout.bridge(), last.outerDevice(), last.innerDevice())) {
            assertTrue(device.length() <= NetworkNames.MAX_INTERFACE_NAME, device);
            assertEquals(OptionalLong.of(LARGEST_PID), NetworkNames.ownerOfLink(device));
        }
        assertEquals(OptionalLong.of(LARGEST_PID), NetworkNames.ownerOfNamespace(last.namespace()));
    }

    @Test
    void onlyNetworksOverlappingTheEmulatedSubnetAreRefused() {
        for (String taken : List.of("198.18.0.1/24", "198.18.0.77/32", "198.18.5.1/16", "198.19.0.1/15", "10.0.0.1/0")) {
            assertTrue(NetworkLayout.overlapsEmulatedSubnet(taken), taken);
        }
        // a container network a test made elsewhere in RFC 2544's range, and ordinary ones
        for (String free : List.of("198.18.42.1/24", "198.18.1.1/24", "198.19.0.1/16", "10.89.0.1/24", "127.0.0.1/8")) {
            assertFalse(NetworkLayout.overlapsEmulatedSubnet(free), free);
        }
    }

    @Test
    void namesThatAreNotOursHaveNoOwner() {
        for (String name : List.of("eth0", "lo", "ifb0", "docker0", "mwbh", "mwbhx1b", "veth12ab", "mwbh12")) {
            assertTrue(NetworkNames.ownerOfLink(name).isEmpty(), name);
            assertTrue(NetworkNames.ownerOfNamespace(name).isEmpty(), name);
        }
        assertTrue(NetworkNames.ownerOfNamespace("mwbh-12").isEmpty());
    }

    @Test
    void theSupervisorIsDot1AndHostNIsDotNPlus2InTheBenchmarkRange() throws PlanException {
        NetworkLayout layout = layout("host.0.name=a\nhost.0.cpus=0\nhost.5.name=b\nhost.5.cpus=1\n", 42);
        assertEquals("198.18.0.1", NetworkLayout.SUPERVISOR_ADDRESS);
        assertEquals("198.18.0.2", layout.links().get(0).address());
        assertEquals("198.18.0.7", layout.links().get(1).address());
        List<List<String>> commands = layout.setupCommands();
        assertTrue(commands.contains(List.of("ip", "addr", "add", "198.18.0.1/24", "dev", "mwbh42b")));
        assertTrue(commands.contains(List.of("ip", "-n", "mwbh-42-b", "addr", "add", "198.18.0.7/24", "dev", "mwbh42i5")));
        assertTrue(commands.contains(List.of("ip", "-n", "mwbh-42-a", "link", "set", "dev", "lo", "up")));
        assertTrue(commands.contains(List.of("ip", "link", "add", "name", "mwbh42o0", "mtu", "1500", "type", "veth",
                "peer", "name", "mwbh42i0", "mtu", "1500", "netns", "mwbh-42-a")));
        for (List<String> command : commands) {
            assertTrue(command.get(0).equals("ip") || command.get(0).equals("tc"), command.toString());
            assertTrue(String.join(" ", command).contains("mwbh"), "only our own names are touched: " + command);
            assertFalse(command.contains("netem"), "no netem when no host asks for it: " + command);
        }
        long noIpv6 = commands.stream().filter(command -> command.contains("addrgenmode")).count();
        assertEquals(1 + 2 * 2, noIpv6, "the bridge and both ends of each veth get no IPv6 link-local address");
    }

    @Test
    void aRateCapsBothDirectionsAndNetemCarriesTheRateAsItsChild() throws PlanException {
        NetworkLayout capped = layout("host.0.name=a\nhost.0.cpus=0\nhost.0.rate=100mbit\n", 7);
        List<List<String>> tc = capped.setupCommands().stream().filter(command -> command.get(0).equals("tc")).toList();
        assertEquals(List.of(
                List.of("tc", "-n", "mwbh-7-a", "qdisc", "add", "dev", "mwbh7i0", "root",
                        "tbf", "rate", "100000000bit", "burst", "125000", "latency", "50ms"),
                List.of("tc", "qdisc", "add", "dev", "mwbh7o0", "root",
                        "tbf", "rate", "100000000bit", "burst", "125000", "latency", "50ms")), tc);

        NetworkLayout shaped = layout("host.0.name=a\nhost.0.cpus=0\nhost.0.rate=1mbit\nhost.0.delay=5ms\n"
                + "host.0.jitter=1ms\nhost.0.loss=0.5%\n", 7);
        tc = shaped.setupCommands().stream().filter(command -> command.get(0).equals("tc")).toList();
        assertEquals(List.of(
                List.of("tc", "-n", "mwbh-7-a", "qdisc", "add", "dev", "mwbh7i0", "root", "handle", "1:",
                        "netem", "delay", "5000us", "1000us", "loss", "0.5%"),
                List.of("tc", "-n", "mwbh-7-a", "qdisc", "add", "dev", "mwbh7i0", "parent", "1:1", "handle", "10:",
                        "tbf", "rate", "1000000bit", "burst", "3028", "latency", "50ms"),
                List.of("tc", "qdisc", "add", "dev", "mwbh7o0", "root",
                        "tbf", "rate", "1000000bit", "burst", "3028", "latency", "50ms")), tc,
                "netem only on the host's sending side; the bucket is never smaller than two frames");
    }
}
