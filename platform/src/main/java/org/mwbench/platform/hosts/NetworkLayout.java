package org.mwbench.platform.hosts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The emulated network of one run, planned before anything is created: one bridge in the root
 * namespace with the supervisor's address, and per host a namespace joined to it by a veth
 * pair. Addresses come from 198.18.0.0/15, RFC 2544's range for benchmarks, which no real
 * network routes: the supervisor is 198.18.0.1, host N is 198.18.0.(N+2).
 */
public final class NetworkLayout {
    public static final String SUPERVISOR_ADDRESS = "198.18.0.1";
    public static final int PREFIX_LENGTH = 24;
    private static final String SUBNET = "198.18.0.";
    /** How long a tbf queue may hold a packet before dropping it: a router's buffer, not an unbounded one. */
    private static final String TBF_LATENCY = "50ms";
    /** Ethernet's header, which tbf counts in a packet's size. */
    private static final int ETHERNET_HEADER = 14;

    private final long owner;
    private final String bridge;
    private final List<HostLink> links = new ArrayList<>();

    /** @param owner the pid of the run that creates it, in every name */
    public NetworkLayout(HostsFile hosts, long owner) {
        this.owner = owner;
        this.bridge = NetworkNames.bridge(owner);
        for (EmulatedHost host : hosts.hosts()) {
            links.add(new HostLink(host, NetworkNames.namespace(owner, host.name()),
                    NetworkNames.outerDevice(owner, host.number()), NetworkNames.innerDevice(owner, host.number()),
                    SUBNET + (host.number() + 2)));
        }
    }

    /**
     * True for an address the emulated network gives a host (198.18.0.N, N at least 2): the
     * address of the interface a host's agent, and every blade in its JVM, talks through. The
     * bridge's 198.18.0.1 is not one: it carries every host's traffic.
     */
    public static boolean isHostAddress(java.net.InetAddress address) {
        String text = address.getHostAddress();
        return address instanceof java.net.Inet4Address && text.startsWith(SUBNET) && !text.equals(SUPERVISOR_ADDRESS);
    }

    /**
     * Whether an interface's address, {@code A.B.C.D/PREFIX} as {@code ip -o addr} prints it, puts
     * the machine on a network that overlaps the emulated one (198.18.0.0/24), whose route the run
     * would then shadow. Other networks of 198.18.0.0/15 (a container network a test made, say)
     * do not overlap it and are left alone.
     */
    public static boolean overlapsEmulatedSubnet(String cidr) {
        String[] parts = cidr.split("/");
        OptionalLong address = ipv4(parts[0]);
        if (address.isEmpty()) {
            return false; // not IPv4
        }
        int prefix = parts.length > 1 ? Integer.parseInt(parts[1]) : 32;
        int common = Math.min(prefix, PREFIX_LENGTH);
        long mask = common == 0 ? 0 : (0xFFFF_FFFFL << (32 - common)) & 0xFFFF_FFFFL;
        return (address.getAsLong() & mask) == (ipv4(SUBNET + "0").getAsLong() & mask);
    }

    /** A dotted IPv4 address as a number, parsed without any name lookup; empty for anything else. */
    private static OptionalLong ipv4(String dotted) {
        String[] octets = dotted.split("\\.");
        if (octets.length != 4) {
            return OptionalLong.empty();
        }
        long address = 0;
        for (String octet : octets) {
            address = (address << 8) | Integer.parseInt(octet);
        }
        return OptionalLong.of(address);
    }

    public long owner() {
        return owner;
    }

    public String bridge() {
        return bridge;
    }

    public List<HostLink> links() {
        return List.copyOf(links);
    }

    /**
     * The {@code ip} and {@code tc} commands that build the network, in order. Every interface
     * gets {@code addrgenmode none} before it comes up, so that it never holds an IPv6
     * link-local address: the only non-loopback addresses are the 198.18 ones.
     *
     * <p>Every veth end gets {@code gso_max_segs 1}. A veth takes the large segments TCP hands a
     * TSO-capable device (up to 64 KiB) and counts each as one packet, so its counters would say a
     * 5 KB reply crossed as one packet. A real Ethernet link carries frames of at most the MTU,
     * whatever the NIC does in hardware, and Gray 2005's packet counts are frames. With one segment
     * per packet, the kernel segments before the veth, in software, and the counters count frames.
     */
    public List<List<String>> setupCommands() {
        List<List<String>> commands = new ArrayList<>();
        commands.add(List.of("ip", "link", "add", "name", bridge, "type", "bridge"));
        commands.add(List.of("ip", "link", "set", "dev", bridge, "addrgenmode", "none"));
        commands.add(List.of("ip", "addr", "add", SUPERVISOR_ADDRESS + "/" + PREFIX_LENGTH, "dev", bridge));
        commands.add(List.of("ip", "link", "set", "dev", bridge, "up"));
        for (HostLink link : links) {
            String ns = link.namespace();
            String mtu = Integer.toString(link.host().link().mtu());
            commands.add(List.of("ip", "netns", "add", ns));
            commands.add(List.of("ip", "-n", ns, "link", "set", "dev", "lo", "up"));
            commands.add(List.of("ip", "link", "add", "name", link.outerDevice(), "mtu", mtu, "type", "veth",
                    "peer", "name", link.innerDevice(), "mtu", mtu, "netns", ns));
            commands.add(List.of("ip", "link", "set", "dev", link.outerDevice(), "addrgenmode", "none",
                    "gso_max_segs", "1"));
            commands.add(List.of("ip", "-n", ns, "link", "set", "dev", link.innerDevice(), "addrgenmode", "none",
                    "gso_max_segs", "1"));
            commands.add(List.of("ip", "link", "set", "dev", link.outerDevice(), "master", bridge));
            commands.add(List.of("ip", "link", "set", "dev", link.outerDevice(), "up"));
            commands.add(List.of("ip", "-n", ns, "addr", "add", link.address() + "/" + PREFIX_LENGTH,
                    "dev", link.innerDevice()));
            commands.add(List.of("ip", "-n", ns, "link", "set", "dev", link.innerDevice(), "up"));
            commands.addAll(shaping(link));
        }
        return commands;
    }

    /**
     * The host's sending side (its own veth end) gets netem's delay, jitter and loss, then the
     * rate cap as netem's child; its receiving side (the bridge's end) gets the rate cap alone,
     * so the cap holds both ways while a round trip between two hosts adds both their delays once.
     */
    private static List<List<String>> shaping(HostLink link) {
        LinkShape shape = link.host().link();
        List<List<String>> commands = new ArrayList<>();
        List<String> inside = List.of("tc", "-n", link.namespace(), "qdisc", "add", "dev", link.innerDevice());
        if (shape.needsNetem()) {
            List<String> netem = new ArrayList<>(inside);
            netem.addAll(List.of("root", "handle", "1:", "netem"));
            if (!shape.delay().isZero()) {
                netem.addAll(List.of("delay", micros(shape.delay().toNanos())));
                if (!shape.jitter().isZero()) {
                    netem.add(micros(shape.jitter().toNanos()));
                }
            }
            if (shape.lossPercent() > 0) {
                netem.addAll(List.of("loss", String.format(Locale.ROOT, "%s%%", shape.lossPercent())));
            }
            commands.add(netem);
            if (shape.capsRate()) {
                List<String> tbf = new ArrayList<>(inside);
                tbf.addAll(List.of("parent", "1:1", "handle", "10:"));
                tbf.addAll(tbf(shape));
                commands.add(tbf);
            }
        } else if (shape.capsRate()) {
            List<String> tbf = new ArrayList<>(inside);
            tbf.add("root");
            tbf.addAll(tbf(shape));
            commands.add(tbf);
        }
        if (shape.capsRate()) {
            List<String> outside = new ArrayList<>(List.of("tc", "qdisc", "add", "dev", link.outerDevice(), "root"));
            outside.addAll(tbf(shape));
            commands.add(outside);
        }
        return commands;
    }

    /**
     * A token bucket as deep as 10 ms of the rate, and never smaller than two full frames:
     * a bucket smaller than a frame would never let it pass.
     */
    private static List<String> tbf(LinkShape shape) {
        long burst = Math.max(shape.rateBitsPerSecond() / 8 / 100, 2L * (shape.mtu() + ETHERNET_HEADER));
        return List.of("tbf", "rate", shape.rateBitsPerSecond() + "bit", "burst", Long.toString(burst),
                "latency", TBF_LATENCY);
    }

    private static String micros(long nanos) {
        return Math.max(1, nanos / 1000) + "us";
    }
}
