package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.hosts.SystemCommands;
import org.mwbench.platform.storage.ActionFileReader;
import org.mwbench.platform.storage.ActionRow;

/**
 * Emulated hosts through the distribution's {@code bin/mwbench run}, as root: the shipped
 * two-host plan (every middleware pinged on the client's host, then on another, its loop
 * shortened to a second or two per middleware), the shipped conformance plan (every middleware's
 * conformance check from one host to the other), every middleware's calls to an address of the
 * emulated network where no host answers, a run killed with {@code kill -9}, Ctrl-C, the
 * bridges, packets, scalability and probes on emulated hosts. Without root or {@code ip}, each
 * test is skipped and says why; where emulated hosts are refused is EmulatedHostsDeniedIT's. Whatever a test's runs create is removed after it, even on failure.
 */
@Timeout(value = 4 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class EmulatedHostsIT {
    /**
     * The shipped two-host plan's loop counts, and the test's: a hundred calls a row show that each
     * path works; no figure is checked.
     */
    private static final String SHIPPED_COUNTS = "warmup=500 steps=5 calls=200";
    private static final int SHORT_WARMUP = 20;
    private static final int SHORT_STEPS = 2;
    private static final int SHORT_CALLS = 40;
    private static final int UNREACHABLE_TIMEOUT_SECONDS = 2;
    /** Inside the emulated network, and nobody's. */
    private static final String UNUSED_ADDRESS = "198.18.0.9";
    /**
     * How each middleware says it found nobody at {@link #UNUSED_ADDRESS}, in its own words: the
     * alarm of a user that could not connect, or of the first failed call of a client that
     * connects on its first call (http-json, xmlrpc, rmi-iiop), with the exception's causes. The
     * kernel says "No route to host" once ARP has given up on the address (3 s after the first
     * try, which another blade on host-a may have made earlier), and a connect that waits less
     * times out first.
     */
    private static final String UNANSWERED =
            "(Connect timed out|connect timed out|connection timed out|No route to host|NoRouteToHost)";
    private static final Map<String, String> UNREACHABLE_REASONS = Map.ofEntries(
            Map.entry("tcp", "cannot connect to tcp://198\\.18\\.0\\.9:4000: .*" + UNANSWERED),
            Map.entry("rmi", "ConnectIOException: Exception creating connection to: 198\\.18\\.0\\.9.*" + UNANSWERED),
            Map.entry("fractal-rmi", "cannot connect to frmi://198\\.18\\.0\\.9:4000/.*" + UNANSWERED),
            Map.entry("ice", "cannot connect to mwbench:tcp -h 198\\.18\\.0\\.9 -p 4000: com\\.zeroc\\.Ice\\.\\w*Timeout"),
            Map.entry("grpc", "cannot connect to 198\\.18\\.0\\.9:4000: io\\.grpc\\.StatusException: (UNAVAILABLE: cannot connect"
                    + " to the gRPC server at 198\\.18\\.0\\.9:4000: .*" + UNANSWERED + "|DEADLINE_EXCEEDED: no HTTP/2 connection)"),
            Map.entry("grpc-direct", "cannot connect to 198\\.18\\.0\\.9:4000: io\\.grpc\\.StatusException: (UNAVAILABLE: cannot"
                    + " connect to the gRPC server at 198\\.18\\.0\\.9:4000: .*" + UNANSWERED + "|DEADLINE_EXCEEDED: no HTTP/2 connection)"),
            // the kernel's NoRouteToHostException, unwrapped, when ARP gave up before the timeout (a loaded machine)
            Map.entry("http-json", "'http-json ping': first failure of kind (ConnectTimeoutException|HttpHostConnectException"
                    + "|NoRouteToHostException): (org\\.apache\\.hc\\.client5\\.http\\.\\w+|java\\.net\\.NoRouteToHostException): .*"
                    + UNANSWERED),
            Map.entry("xmlrpc", "'xmlrpc ping': first failure of kind XmlRpcException: org\\.apache\\.xmlrpc\\.XmlRpcException: .*"
                    + UNANSWERED),
            Map.entry("soap-jaxws", "cannot connect to http://198\\.18\\.0\\.9:4000/mwbench: .*" + UNANSWERED),
            Map.entry("soap-axis", "cannot connect to http://198\\.18\\.0\\.9:4000/axis/.*" + UNANSWERED),
            Map.entry("ejb-openejb", "cannot connect to ejbd at 198\\.18\\.0\\.9:4000 within .*" + UNANSWERED),
            Map.entry("rmi-iiop", "'rmi-iiop ping': first failure of kind MarshalException: java\\.rmi\\.MarshalException: .*"
                    + "COMM_FAILURE.*Connection failure.*hostname: 198\\.18\\.0\\.9"),
            Map.entry("corba-jacorb", "TRANSIENT: Retries exceeded, couldn't reconnect to 198\\.18\\.0\\.9:"),
            Map.entry("corba-glassfish", "COMM_FAILURE: .*Connection failure: .*hostname: 198\\.18\\.0\\.9.*" + UNANSWERED),
            Map.entry("corba-openjdk", "COMM_FAILURE: .*" + UNANSWERED));
    /**
     * How long after its blade started a client may take to fail before it is taken for hung: a
     * guard, not a speed claim. A client JVM per middleware starts at once on host-a's one core of a
     * machine that other work may load far past its cores (gRPC once took 4.6 s for a 2 s
     * timeout at a load average over 30), so it is many times the timeout and 30 s at least.
     */
    private static final int UNREACHABLE_HANG_GUARD_SECONDS = Math.max(30, 5 * UNREACHABLE_TIMEOUT_SECONDS);
    /**
     * A failure that says a timeout ended it came no earlier than the timeout, less this margin
     * for clocks (a load only makes it later).
     */
    private static final long UNREACHABLE_EARLY_MILLIS = 100;
    /** A reason that says a timeout, not the kernel's "No route to host", ended the connect. */
    private static final Pattern TIMED_OUT = Pattern.compile("(?i)timed out|Timeout|DEADLINE_EXCEEDED");

    @TempDir
    Path dir;

    private final SystemCommands commands = new SystemCommands(Duration.ofSeconds(20));
    private final RunLeftovers leftovers = new RunLeftovers(commands);
    private final List<Process> runs = new ArrayList<>();

    /** This class's turn among the builds on this machine; null when not root. */
    private static EmulationTurn turn;

    @BeforeAll
    @Timeout(value = 60, unit = TimeUnit.MINUTES)
    static void waitForThisMachinesTurn() throws IOException {
        turn = EmulationTurn.take();
    }

    @AfterAll
    static void giveTheTurnBack() throws IOException {
        if (turn != null) {
            turn.close();
        }
    }

    @BeforeEach
    void needsRootAndIproute2() throws Exception {
        Users.assumeRootWithEmulationTools("emulated hosts need root to create network namespaces");
    }

    @AfterEach
    void removeWhatTheRunsCreated() throws Exception {
        leftovers.removeAllOf(runs);
    }

    /**
     * The shipped two-host plan, its loop shortened, and in the same run the shipped conformance
     * plan's client: from host-a, one call of every middleware's {@code conformance} sample (the
     * contract's whole check) to its server on host-b. One run serves both, so every middleware's
     * servers start once (a run of conformance.ctp alone cost 211 s of the class's wall time).
     */
    @Test
    void theTwoHostPlanPingsEveryMiddlewareOnOneHostThenOnTwoAndEachConformsAcrossTheLinks() throws Exception {
        assumeEveryMiddlewareInstalled("the two-host and conformance plans");
        Path plan = shortTwoHostPlanWithConformance();
        Process run = start("two-hosts", plan);
        Distribution.awaitEnd(run, 200, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);
        long owner = ownerIn(output);
        assertTrue(output.contains("agents registered over the emulated network: host-a, host-b"), output);

        Path report = onlyRunFolder(dir.resolve("report-two-hosts"));
        Properties runFacts = properties(report.resolve("run.properties"));
        long callsAcross = 0;
        for (String protocol : MiddlewareIT.PROTOCOLS) {
            for (String placement : List.of("one host", "two hosts")) {
                Matcher calls = Pattern.compile(Pattern.quote(protocol + " ping [" + placement + "]")
                        + "\\s+([0-9]+)\\s+([0-9]+)").matcher(output);
                assertTrue(calls.find(), protocol + " [" + placement + "] row missing: " + output);
                assertEquals(SHORT_STEPS * SHORT_CALLS, Long.parseLong(calls.group(1)), protocol + " " + placement + ": " + output);
                assertEquals("0", calls.group(2), protocol + " " + placement + ": no call failed: " + output);
            }
            callsAcross += SHORT_WARMUP + SHORT_STEPS * SHORT_CALLS;
            // Servers were given no address: each listens on, and publishes, its own host's.
            assertEndpointNames(runFacts, protocol + "-same-host", "198.18.0.2");
            assertEndpointNames(runFacts, protocol + "-other-host", "198.18.0.3");
        }
        Properties network = properties(report.resolve("network.properties"));
        for (String host : List.of("host-a", "host-b")) {
            assertEquals("1500", network.getProperty("host." + host + ".mtu"), "MTU 1500 in force on " + host);
        }
        // Each call to the other host is a request sent by host-a and received by host-b, and
        // an answer back: the only way between the two namespaces is the two veths and the bridge.
        assertTrue(count(network, "host-a.sent_packets") >= callsAcross, network.toString());
        assertTrue(count(network, "host-b.received_packets") >= callsAcross, network.toString());
        assertTrue(count(network, "host-b.sent_packets") >= callsAcross, network.toString());
        assertTrue(count(network, "host-a.received_packets") >= callsAcross, network.toString());

        String placements = placementTableOf(Files.readString(report.resolve("report.html"), StandardCharsets.UTF_8));
        for (String protocol : MiddlewareIT.PROTOCOLS) {
            assertTrue(placements.contains(">" + protocol + " ping<"), protocol + " has a row: " + placements);
        }

        Map<String, List<ActionRow>> conformanceCalls = new LinkedHashMap<>();
        ActionFileReader.forEach(report.resolve("conformance").resolve("action"),
                row -> conformanceCalls.computeIfAbsent(row.type(), label -> new ArrayList<>()).add(row));
        for (String protocol : MiddlewareIT.PROTOCOLS) {
            List<ActionRow> calls = conformanceCalls.getOrDefault(protocol + " conformance", List.of());
            assertEquals(1, calls.size(), protocol + ": one conformance call: " + conformanceCalls.keySet());
            // a failed check's comment holds its first mismatches
            assertTrue(calls.get(0).success(), protocol + " conforms across hosts: " + calls.get(0).comment());
            assertEquals(0, calls.get(0).result(), protocol + ": no mismatch");
        }
        assertEquals(MiddlewareIT.PROTOCOLS.size(), conformanceCalls.size(), "nothing else was called: " + conformanceCalls.keySet());
        leftovers.assertNothingLeftBy(owner);
    }

    /**
     * The shipped bridges plan (Fatoohi et al.), its loop shortened: five pairs, each bridge on the
     * client's host, the server's host and a third host, and the direct calls, in one run. Every
     * call succeeds, each bridge's endpoint names its own host's address, and the report has the
     * bridges table, a row per pair and placement.
     */
    @Test
    void theBridgesPlanMeasuresEveryPairInEveryPlacementOnThreeHosts() throws Exception {
        Path plan = ShippedPlans.copy(dir, "bridges.ctp", "scenarios/bridges.xis", "hosts/bridges.hosts");
        String text = Files.readString(plan);
        assertTrue(text.contains("warmup=2000 steps=5 calls=1000"), "the counts the README quotes");
        // 50 calls a label prove each path as well as 150 did, in a third of the calls
        int callsPerLabel = 10 + 40;
        Files.writeString(plan, text.replace("warmup=2000 steps=5 calls=1000", "warmup=10 steps=1 calls=40"));
        // Each use's timeout raised from the default 10 s: a hang guard, not a speed claim. A JVM's first
        // gRPC connect loads Netty and gRPC, and at a load average of 53, on the client host's one core,
        // it found no HTTP/2 connection within 10 s: 'grpc ping' went unmeasured.
        Path scenario = plan.resolveSibling("scenarios").resolve("bridges.xis");
        String uses = Files.readString(scenario);
        assertTrue(uses.contains("\"/></params></use>") && !uses.contains("name=\"timeout\""), "uses without a timeout");
        Files.writeString(scenario, uses.replace("\"/></params></use>", "\"/><param name=\"timeout\" value=\"60s\"/></params></use>"));
        Process run = start("bridges", plan);
        Distribution.awaitEnd(run, 220, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);

        Path report = onlyRunFolder(dir.resolve("report-bridges"));
        Map<String, List<ActionRow>> callsByLabel = new LinkedHashMap<>();
        ActionFileReader.forEach(report.resolve("client").resolve("action"),
                row -> callsByLabel.computeIfAbsent(row.type(), label -> new ArrayList<>()).add(row));
        List<List<String>> pairs = BridgeIT.PAIRS.subList(0, 5);
        Properties runFacts = properties(report.resolve("run.properties"));
        Map<String, String> placements = Map.of("client", "198.18.0.2", "server", "198.18.0.3", "third", "198.18.0.4");
        for (List<String> pair : pairs) {
            for (String label : List.of(pair.get(0) + " ping", pair.get(1) + " ping")) {
                assertEquals(callsPerLabel, callsByLabel.getOrDefault(label, List.of()).size(), label + ": " + callsByLabel.keySet());
            }
            for (Map.Entry<String, String> placement : placements.entrySet()) {
                String label = pair.get(0) + ">" + pair.get(1) + " ping [" + placement.getKey() + " host]";
                List<ActionRow> calls = callsByLabel.getOrDefault(label, List.of());
                assertEquals(callsPerLabel, calls.size(), label + ": " + callsByLabel.keySet());
                assertTrue(calls.stream().allMatch(ActionRow::success), label + ": every call succeeded");
                assertEndpointNames(runFacts, pair.get(0) + "-to-" + pair.get(1) + "-on-" + placement.getKey() + "-host",
                        placement.getValue());
            }
        }
        String html = Files.readString(report.resolve("report.html"));
        int table = html.indexOf("id=\"table-bridges\"");
        assertTrue(table >= 0, "the report has the bridges table");
        String bridges = html.substring(table, html.indexOf("</table>", table));
        for (List<String> pair : pairs) {
            assertTrue(bridges.contains(">" + pair.get(0) + "&gt;" + pair.get(1) + "<"), pair + " has rows: " + bridges);
        }
        leftovers.assertNothingLeftBy(ownerIn(output, "client-host"));
    }

    /**
     * A small packets plan: tcp, rmi and JacORB's IIOP, getItems(4) and getCustomers(8) each,
     * from host-a to host-b. Every loop's row in the link file must show at least one packet
     * per call each way, and at least the bytes the middleware's own sockets counted. A network
     * probe on each host sees that host's namespace's interface and nothing else.
     */
    @Test
    void thePacketsOfEachSampleAreCountedOnTheLinkAndReportedAndEachHostsProbeSeesItsOwnInterface() throws Exception {
        Path plans = dir.resolve("plans");
        Files.createDirectories(plans.resolve("hosts"));
        Files.createDirectories(plans.resolve("scenarios"));
        Files.copy(Distribution.HOME.resolve("test-plans/hosts/packets.hosts"), plans.resolve("hosts/packets.hosts"));
        List<String> protocols = List.of("tcp", "rmi", "corba-jacorb");
        StringBuilder plan = new StringBuilder("hosts=hosts/packets.hosts\n");
        StringBuilder uses = new StringBuilder();
        StringBuilder behaviors = new StringBuilder();
        for (int i = 0; i < protocols.size(); i++) {
            String p = protocols.get(i);
            plan.append("blade.").append(i).append(".id=").append(p).append("-server\nblade.").append(i)
                    .append(".server=host-b\nblade.").append(i).append(".sut=ServerBlade\nblade.").append(i)
                    .append(".argument=protocol=").append(p).append("\nblade.").append(i)
                    .append(".jvm=-Xmx128m\n");
            uses.append("<use id=\"").append(p).append("\" name=\"").append(p).append("\"><params><param name=\"server\" value=\"")
                    .append(p).append("-server\"/></params></use>\n");
            behaviors.append("<behavior id=\"").append(p).append("-items\"><sample use=\"").append(p)
                    .append("\" name=\"getItems\" label=\"").append(p).append(" items 4\"><params><param name=\"count\" value=\"4\"/>")
                    .append("</params></sample></behavior>\n<behavior id=\"").append(p).append("-customers\"><sample use=\"").append(p)
                    .append("\" name=\"getCustomers\" label=\"").append(p).append(" customers 8\"><params><param name=\"salesRep\" ")
                    .append("value=\"rep-7\"/><param name=\"count\" value=\"8\"/></params></sample></behavior>\n");
        }
        int loop = protocols.size();
        plan.append("blade.").append(loop).append(".id=packets\nblade.").append(loop).append(".server=host-a\nblade.")
                .append(loop).append(".injector=LoopRunner\nblade.").append(loop)
                .append(".argument=scenario=scenarios/packets.xis warmup=20 steps=1 calls=100\n");
        // CLIF's network probe on each host, in this run rather than one of its own (a run of its own cost a minute)
        List<String> probes = List.of("net-a", "net-b");
        for (int i = 0; i < probes.size(); i++) {
            int probe = loop + 1 + i;
            plan.append("blade.").append(probe).append(".id=").append(probes.get(i)).append("\nblade.").append(probe)
                    .append(".server=host-").append((char) ('a' + i)).append("\nblade.").append(probe)
                    .append(".probe=network\nblade.").append(probe).append(".argument=200 0\n");
        }
        Files.writeString(plans.resolve("packets.ctp"), plan.toString());
        Files.writeString(plans.resolve("scenarios/packets.xis"), "<scenario><behaviors><plugins>\n" + uses
                + "</plugins>\n" + behaviors + "</behaviors></scenario>\n");

        Process run = start("packets", plans.resolve("packets.ctp"));
        Distribution.awaitEnd(run, 200, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);
        long owner = ownerIn(output);

        Path blade = onlyRunFolder(dir.resolve("report-packets")).resolve("packets");
        List<String> link = Files.readAllLines(blade.resolve("link"), StandardCharsets.UTF_8);
        assertEquals("#behavior,types,calls,duration_ns,device,mtu,packets_sent,bytes_sent,packets_received,"
                + "bytes_received", link.get(0));
        for (String p : protocols) {
            List<String> wire = Files.readAllLines(blade.resolve("wire-" + p), StandardCharsets.UTF_8);
            for (String behavior : List.of(p + "-items", p + "-customers")) {
                String[] row = link.stream().filter(line -> line.startsWith(behavior + ",")).findFirst()
                        .orElseThrow(() -> new AssertionError("no link row for " + behavior + ": " + link)).split(",");
                long calls = Long.parseLong(row[2]);
                assertEquals(100, calls, String.join(",", row));
                assertEquals("1500", row[5], "the link's MTU");
                long packetsSent = Long.parseLong(row[6]);
                long bytesSent = Long.parseLong(row[7]);
                long packetsReceived = Long.parseLong(row[8]);
                long bytesReceived = Long.parseLong(row[9]);
                assertTrue(packetsSent >= calls && packetsReceived >= calls, "a packet per call each way at least: "
                        + String.join(",", row));
                String sample = behavior.endsWith("items") ? "getItems(4)" : "getCustomers(rep-7,8)";
                // the platform's own CSV reader: a sample's name may hold a comma, and is then quoted
                String[] socket = wire.stream().map(CsvText::split).filter(fields -> fields.get(0).equals(sample))
                        .findFirst().orElseThrow(() -> new AssertionError("no " + sample + " in wire-" + p + ": " + wire))
                        .toArray(String[]::new);
                // wire rows are per call over warm-up and steps; the link row over the steps only
                assertTrue(bytesSent >= calls * Long.parseLong(socket[4]), "link bytes sent >= socket bytes: "
                        + String.join(",", row) + " vs " + String.join(",", socket));
                assertTrue(bytesReceived >= calls * Long.parseLong(socket[5]), "link bytes received >= socket bytes: "
                        + String.join(",", row) + " vs " + String.join(",", socket));
            }
        }
        assertTrue(link.stream().anyMatch(line -> line.startsWith("(no calls),,0,")), "the control traffic alone: " + link);

        Process report = Distribution.start(dir, null, dir.resolve("report.log"), "report",
                onlyRunFolder(dir.resolve("report-packets")).toString(), "--format", "text");
        Distribution.awaitEnd(report, 60, "the report ends");
        String text = output(report);
        assertTrue(text.contains("Packets and bytes on the emulated link per 10,000 calls"), text);
        assertTrue(text.contains("corba-jacorb") && text.contains("customers"), text);
        // Each probe read /proc/self/net/dev inside its host's namespace: it saw that host's veth end
        // and nothing of the machine's interfaces, and counted the calls its host sent.
        Path runFolder = blade.getParent();
        for (int i = 0; i < probes.size(); i++) {
            String alarms = Files.readString(runFolder.resolve(probes.get(i)).resolve("alarm"));
            Matcher read = Pattern.compile("/proc/self/net/dev \\((\\S+): all interfaces but lo\\)").matcher(alarms);
            assertTrue(read.find(), probes.get(i) + " says what it read: " + alarms);
            assertTrue(read.group(1).matches("mwbh" + run.pid() + "i" + i),
                    probes.get(i) + " saw its host's veth end and nothing else: " + read.group(1));
            double sent = Files.readAllLines(runFolder.resolve(probes.get(i)).resolve("probe")).stream().skip(1)
                    .mapToDouble(row -> Double.parseDouble(row.split(",")[2])).max().orElse(0);
            assertTrue(sent > 0, probes.get(i) + " counted what its host sent: " + sent + " kbit/s at most");
        }
        leftovers.assertNothingLeftBy(owner);
    }

    /**
     * Each middleware's client, aimed at 198.18.0.9 (inside the emulated network, where no host
     * answers: ARP finds nobody), fails by its call timeout, connecting and any retry of its
     * middleware's included, and says why in its own words ({@link #UNREACHABLE_REASONS}): a
     * failure that says it timed out came no earlier than the timeout, and each came within
     * {@link #UNREACHABLE_HANG_GUARD_SECONDS} of its blade's start (no short bound).
     * Each has a loop blade and a scenario of its own, since a virtual user opens every use of its
     * scenario before its first call: in one scenario, the first middleware's failure would be the
     * only one seen. A client that connects when its user starts fails the user (an alarm); one
     * whose connect calls nobody (rmi-iiop's narrow, the HTTP clients) fails its first call
     * instead, and the first failure of its kind raises the alarm.
     */
    @Test
    void anUnusedAddressOfTheRunsNetworkFailsEachMiddlewareWithinItsTimeoutSayingWhy() throws Exception {
        assumeEveryMiddlewareInstalled("a wrong address for every middleware");
        Map<String, String> endpoints = new LinkedHashMap<>();
        endpoints.put("tcp", "tcp://" + UNUSED_ADDRESS + ":4000");
        endpoints.put("rmi", "rmi://" + UNUSED_ADDRESS + ":4000/mwbench.BenchmarkService");
        endpoints.put("fractal-rmi", "frmi://" + UNUSED_ADDRESS + ":4000/mwbench.BenchmarkService");
        endpoints.put("ice", "mwbench:tcp -h " + UNUSED_ADDRESS + " -p 4000");
        endpoints.put("grpc", UNUSED_ADDRESS + ":4000");
        endpoints.put("grpc-direct", UNUSED_ADDRESS + ":4000");
        endpoints.put("http-json", "http://" + UNUSED_ADDRESS + ":4000/mwbench");
        endpoints.put("xmlrpc", "http://" + UNUSED_ADDRESS + ":4000/RPC2");
        endpoints.put("soap-jaxws", "http://" + UNUSED_ADDRESS + ":4000/mwbench");
        endpoints.put("soap-axis", "http://" + UNUSED_ADDRESS + ":4000/axis/services/mwbench");
        endpoints.put("ejb-openejb", "ejbd://" + UNUSED_ADDRESS + ":4000/BenchmarkService-1Remote");
        endpoints.putAll(iorsNaming(UNUSED_ADDRESS, List.of("rmi-iiop", "corba-jacorb", "corba-glassfish", "corba-openjdk")));
        Path folder = dir.resolve("unreachable");
        Files.createDirectories(folder);
        Files.copy(Distribution.HOME.resolve("test-plans").resolve("hosts").resolve("two-hosts.hosts"),
                folder.resolve("two-hosts.hosts"));
        StringBuilder plan = new StringBuilder("hosts=two-hosts.hosts\n");
        int blade = 0;
        for (Map.Entry<String, String> endpoint : endpoints.entrySet()) {
            String protocol = endpoint.getKey();
            Files.writeString(folder.resolve(protocol + ".xis"), "<scenario><behaviors><plugins>\n<use id=\"" + protocol
                    + "\" name=\"" + protocol + "\"><params><param name=\"endpoint\" value=\"" + endpoint.getValue()
                    + "\"/><param name=\"timeout\" value=\"" + UNREACHABLE_TIMEOUT_SECONDS + "s\"/></params></use>\n"
                    + "</plugins>\n<behavior id=\"" + protocol + "\"><sample use=\"" + protocol + "\" name=\"ping\" label=\""
                    + protocol + " ping\"/></behavior>\n</behaviors></scenario>\n");
            plan.append("blade.").append(blade).append(".id=").append(protocol).append("\nblade.").append(blade)
                    .append(".server=host-a\nblade.").append(blade).append(".injector=LoopRunner\nblade.").append(blade)
                    .append(".argument=scenario=").append(protocol).append(".xis warmup=0 steps=1 calls=1\n");
            blade++;
        }
        Files.writeString(folder.resolve("unreachable.ctp"), plan.toString());

        Process run = start("unreachable", folder.resolve("unreachable.ctp"));
        Distribution.awaitEnd(run, 150, "the run ends by itself");
        String output = output(run);
        assertTrue(Files.isDirectory(dir.resolve("report-unreachable")), "the run made a report: " + output);
        Path report = onlyRunFolder(dir.resolve("report-unreachable"));
        StringBuilder failures = new StringBuilder();
        for (String protocol : endpoints.keySet()) {
            Failure failure = failureOf(report.resolve(protocol));
            failures.append(String.format("%n  %-16s %5d ms  %s", protocol, failure.nanos() / 1_000_000, failure.reason()));
        }
        System.out.println("failures at " + UNUSED_ADDRESS + ":" + failures);
        for (String protocol : endpoints.keySet()) {
            Failure failure = failureOf(report.resolve(protocol));
            assertTrue(Pattern.compile(UNREACHABLE_REASONS.get(protocol)).matcher(failure.reason()).find(),
                    protocol + " says why in its own words, " + UNREACHABLE_REASONS.get(protocol) + ":" + failures);
            if (TIMED_OUT.matcher(failure.reason()).find()) {
                long earliest = TimeUnit.SECONDS.toNanos(UNREACHABLE_TIMEOUT_SECONDS) / attemptsOf(protocol)
                        - TimeUnit.MILLISECONDS.toNanos(UNREACHABLE_EARLY_MILLIS);
                assertTrue(failure.nanos() >= earliest, protocol + " timed out no earlier than its "
                        + UNREACHABLE_TIMEOUT_SECONDS + " s timeout:" + failures);
            }
            assertTrue(failure.nanos() <= TimeUnit.SECONDS.toNanos(UNREACHABLE_HANG_GUARD_SECONDS),
                    protocol + " failed by itself, not hung (" + UNREACHABLE_HANG_GUARD_SECONDS + " s):" + failures);
        }
        leftovers.assertNothingLeftBy(ownerIn(output));
    }

    /**
     * How many connect attempts share the call timeout: GlassFish's ORB (rmi-iiop, corba-glassfish)
     * makes two of half the timeout each (ClientConnects.ATTEMPTS), so when one attempt ends fast
     * (No route to host, once ARP gave up) and the other times out, the call fails after one
     * attempt's timeout, within the call timeout (seen at 1553 ms of 2 s on a loaded machine).
     */
    private static int attemptsOf(String protocol) {
        return protocol.equals("rmi-iiop") || protocol.equals("corba-glassfish") ? 2 : 1;
    }

    /** How a middleware's user failed: the reason, and how long after its blade started running. */
    private record Failure(String reason, long nanos) {
    }

    /**
     * A user that could not connect raised an alarm, timed from its blade's start; one that
     * connected without calling anybody recorded its first call as failed, with its kind, and the
     * first failure of that kind raised the alarm: timed by that call. So each blade has one alarm.
     */
    private static Failure failureOf(Path blade) throws IOException {
        // A message may span lines (RMI nests its causes' messages), quoted as one CSV field.
        String alarms = Files.readString(blade.resolve("alarm"), StandardCharsets.UTF_8);
        String records = alarms.substring(alarms.indexOf('\n') + 1).strip();
        assertFalse(records.isEmpty(), blade + ": a failure that says nothing");
        List<String> fields = CsvText.split(records);
        assertEquals(3, fields.size(), "one user, one alarm: " + records);
        String reason = fields.get(2).replaceAll("\\s+", " ");
        List<ActionRow> calls = new ArrayList<>();
        ActionFileReader.forEach(blade.resolve("action"), calls::add);
        assertTrue(calls.size() <= 1, blade + ": one call at most");
        if (calls.isEmpty()) {
            return new Failure(reason, Long.parseLong(fields.get(0)) - runningSince(blade.resolve("lifecycle")));
        }
        ActionRow call = calls.get(0);
        assertFalse(call.success(), blade + ": a call to nobody succeeded");
        assertTrue(reason.contains("first failure of kind " + call.comment() + ": "), "the call's kind, "
                + call.comment() + ", is the alarm's: " + reason);
        return new Failure(reason, call.durationNanos());
    }

    /**
     * IORs naming {@code address}: each ORB's server is started on 127.0.0.10 (loopback, and as
     * long as 198.18.0.9), so that its address can be swapped in the IOR's bytes without changing
     * any length or alignment, and stopped once it printed its IOR.
     */
    private Map<String, String> iorsNaming(String address, List<String> protocols) throws Exception {
        String loopback = "127.0.0.10";
        assertEquals(loopback.length(), address.length(), "a swap of equal lengths");
        Map<String, Process> servers = new LinkedHashMap<>();
        try {
            for (String protocol : protocols) {
                servers.put(protocol, Distribution.start(dir, null, dir.resolve("server-" + protocol + ".log"), "server",
                        protocol, "--bind", loopback, "--exit-with", Long.toString(ProcessHandle.current().pid())));
            }
            Map<String, String> iors = new LinkedHashMap<>();
            for (Map.Entry<String, Process> server : servers.entrySet()) {
                assertTrue(awaitOutput(server.getValue(), "endpoint: IOR:", 60), output(server.getValue()));
                Matcher ior = Pattern.compile("endpoint: IOR:([0-9A-Fa-f]+)").matcher(output(server.getValue()));
                assertTrue(ior.find(), output(server.getValue()));
                String bytes = new String(HexFormat.of().parseHex(ior.group(1)), StandardCharsets.ISO_8859_1);
                assertTrue(bytes.contains(loopback), server.getKey() + "'s IOR names " + loopback);
                iors.put(server.getKey(), "IOR:" + HexFormat.of().formatHex(
                        bytes.replace(loopback, address).getBytes(StandardCharsets.ISO_8859_1)));
            }
            return iors;
        } finally {
            for (Process server : servers.values()) {
                server.destroyForcibly();
                server.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static long runningSince(Path lifecycle) throws IOException {
        return Files.readAllLines(lifecycle).stream().filter(line -> line.endsWith(",running"))
                .mapToLong(line -> Long.parseLong(line.split(",")[0])).findFirst().orElseThrow();
    }

    /**
     * A run killed with {@code kill -9} leaves its namespaces and bridge; the next run removes them
     * first. That next run then fails once its network exists (a blade refuses its argument), and
     * still removes its own: one run shows both, so the class starts one run fewer.
     */
    @Test
    void theNextRunRemovesWhatAKilledRunLeftAndAFailedRunRemovesItsOwn() throws Exception {
        Path plan = idlePlanOnTwoHosts();
        Process killed = start("killed", plan);
        long owner = killed.pid(); // bin/mwbench execs java: the script's pid is the run's
        assertTrue(awaitOutput(killed, "agents registered", 90), output(killed));
        killed.destroyForcibly();
        killed.waitFor(10, TimeUnit.SECONDS);
        assertTrue(commands.run(List.of("ip", "netns", "list")).contains("mwbh-" + owner + "-host-a"),
                "kill -9 leaves the namespaces behind");
        assertTrue(commands.run(List.of("ip", "-o", "link", "show")).contains("mwbh" + owner + "b"),
                "and the bridge");

        Path failing = plan.resolveSibling("failing.ctp");
        String idle = Files.readString(plan);
        assertTrue(idle.contains("blade.1.argument=duration=3s\n"), idle);
        Files.writeString(failing, idle.replace("blade.1.argument=duration=3s\n", "blade.1.argument=duration=3s threads=-5\n"));
        Process next = start("next", failing);
        Distribution.awaitEnd(next, 150, "the next run ends by itself");
        String output = output(next);
        assertTrue(next.exitValue() != 0, "the refused argument fails the run: " + output);
        assertTrue(output.contains("threads"), "saying which argument: " + output);
        assertTrue(output.contains("removed what crashed runs left: ") && output.contains("namespace mwbh-" + owner + "-host-a")
                && output.contains("link mwbh" + owner + "b"), output);
        leftovers.assertNothingLeftBy(owner);
        assertTrue(output.contains("namespace mwbh-" + next.pid() + "-host-a"), "the failed run had made its network: " + output);
        leftovers.assertNothingLeftBy(next.pid());
    }

    /**
     * Ctrl-C at the terminal: SIGINT to the run's whole process group, as a terminal
     * sends it. The agents, in sessions of their own, are not hit and lost: the run stops the
     * load, collects both hosts' blades, writes the report, exits 3 and removes everything.
     */
    @Test
    @Timeout(value = 8 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
    void ctrlCDuringARunKeepsWhatWasMeasuredAndRemovesEverything() throws Exception {
        Path plan = idlePlanOnTwoHosts();
        Files.writeString(plan, Files.readString(plan).replace("duration=3s", "duration=1h"));
        Files.createDirectories(dir.resolve("interrupted"));
        // env --default-signal=INT: a shell without job control starts background jobs with SIGINT ignored
        Process interrupted = Distribution.start(List.of("env", "--default-signal=INT", "setsid"), dir.resolve("interrupted"), null,
                dir.resolve("interrupted.log"), "run", plan.toString(), "--report-dir", dir.resolve("report-interrupted").toString());
        runs.add(interrupted);
        long owner = interrupted.pid(); // setsid and bin/mwbench exec java: this pid is the run's, and its group's
        assertTrue(awaitOutput(interrupted, "calls/s", 150), "the run measures before Ctrl-C: " + output(interrupted));
        assertEquals(0, new ProcessBuilder("kill", "-s", "INT", "--", "-" + owner).start().waitFor());

        // a guard, not a speed claim: stop, collect over the emulated links and the report, on a loaded machine
        Distribution.awaitEnd(interrupted, 240, "the run ends on Ctrl-C");
        String output = output(interrupted);
        assertEquals(3, interrupted.exitValue(), output);
        assertFalse(output.contains("is lost") || output.contains("was lost"), "no agent died with the signal: " + output);
        assertFalse(output.contains("Shutdown in progress"), output);
        Path run = onlyRunFolder(dir.resolve("report-interrupted"));
        for (String blade : List.of("idle", "idle-b")) {
            List<String> lines = Files.readAllLines(run.resolve(blade).resolve("action"), StandardCharsets.UTF_8);
            assertTrue(lines.size() > 1, blade + "'s calls until Ctrl-C are collected: " + lines + "\n" + output);
        }
        assertTrue(Files.size(run.resolve("report.html")) > 0, output);
        assertTrue(output.contains("removed: "), output);
        leftovers.assertNothingLeftBy(owner);
    }

    /**
     * The shipped scalability plan, cut to two middleware and two short plateaus: the servers
     * run on one emulated host and core, the clients on the other, each plateau is measured with
     * every client active, the servers say what they ran with, and the report says per plateau
     * which side saturated.
     */
    @Test
    void theScalabilityPlanMeasuresSteadyPlateausWithServerAndClientsOnCoresOfTheirOwn() throws Exception {
        // Two plateaus each, one client and many: a third in between proved nothing more and cost up
        // to 2 x 6 s (warm-up, ramp, gap and up to 3 s of intervals) of the suite's wall time.
        // Raw TCP, a socket per client, and an ORB that multiplexes every client's calls on one
        // connection: two of the middleware near the end of the sorted list, so in the same (last) part.
        Path plan = ShippedPlans.shortScalability(dir, List.of("tcp", "rmi-iiop"), "clients=1;50 width=5% min_intervals=2 min_batches=5 sample=250ms max=3s warmup=1s");
        Process run = start("scalability", plan);
        Distribution.awaitEnd(run, 200, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);
        assertFalse(output.contains("share this machine"), "no warning that the sides share cores: " + output);
        Path report = onlyRunFolder(dir.resolve("report-scalability"));
        List<List<String>> plateaus = Files.readAllLines(report.resolve("clients").resolve("plateaus")).stream()
                .filter(line -> !line.startsWith("#")).map(CsvText::split).toList();
        assertEquals(List.of("tcp,1", "tcp,50", "rmi-iiop,1", "rmi-iiop,50"),
                plateaus.stream().map(row -> row.get(0) + "," + row.get(2)).toList(), "every plateau, in order");
        for (List<String> row : plateaus) {
            assertEquals(row.get(2), row.get(3), "every client active in its plateau: " + row);
            assertEquals(row.get(0) + "-server", row.get(4), "the server blade it called: " + row);
            assertEquals("1", row.get(17), "the clients' JVM has one core, its host's: " + row);
            assertTrue(Double.parseDouble(row.get(11)) > 0, "calls went through: " + row);
        }
        Properties network = properties(report.resolve("network.properties"));
        assertEquals("0", network.getProperty("host.server-host.cpus"), network.toString());
        assertEquals("1", network.getProperty("host.client-host.cpus"), network.toString());
        String serverConfig = Files.readString(report.resolve("tcp-server").resolve("server-config"));
        assertTrue(serverConfig.contains("backlog,1024"), "what the server ran with: " + serverConfig);
        String notApplied = Files.readString(report.resolve("rmi-iiop-server").resolve("server-config"));
        assertTrue(notApplied.lines().anyMatch(line -> line.startsWith("threads,") && line.contains("not applied: ")),
                "a preferred knob the middleware has not, with its reason: " + notApplied);
        String html = Files.readString(report.resolve("report.html"), StandardCharsets.UTF_8);
        assertTrue(html.contains("Scalability: tcp") && html.contains("Scalability: rmi-iiop"), "a table each");
        assertFalse(html.contains("share cores ("), "the sides had a core each");
        leftovers.assertNothingLeftBy(ownerIn(output, "server-host"));
    }

    /** Starts {@code mwbench run} of a plan, as a user does, its report in the test's folder. */
    private Process start(String name, Path plan) throws IOException {
        Files.createDirectories(dir.resolve(name));
        List<String> args = new ArrayList<>(List.of("run", plan.toString(), "--report-dir", dir.resolve("report-" + name).toString()));
        Process process = Distribution.start(dir.resolve(name), null, dir.resolve(name + ".log"), args.toArray(String[]::new));
        runs.add(process);
        return process;
    }

    /**
     * The shipped two-host plan with its scenario and hosts file, its loop shortened, and the
     * shipped conformance plan's client blade after its own, its scenario's uses pointed at the
     * two-host plan's servers on host-b.
     */
    private Path shortTwoHostPlanWithConformance() throws IOException {
        Path shortPlan = ShippedPlans.copy(dir, "two-hosts.ctp", "scenarios/two-hosts-ping.xis", "hosts/two-hosts.hosts",
                "scenarios/conformance.xis");
        String plan = Files.readString(shortPlan);
        assertTrue(plan.contains(SHIPPED_COUNTS), "the counts the README quotes");
        plan = plan.replace(SHIPPED_COUNTS, "warmup=" + SHORT_WARMUP + " steps=" + SHORT_STEPS + " calls=" + SHORT_CALLS);

        Matcher conformance = Pattern.compile("(?m)^blade\\.(\\d+)\\.id=conformance$")
                .matcher(Files.readString(ShippedPlans.path("conformance")));
        assertTrue(conformance.find(), "conformance.ctp has its client blade");
        String prefix = "blade." + conformance.group(1) + ".";
        int next = (int) plan.lines().filter(line -> line.matches("blade\\.\\d+\\.id=.*")).count();
        StringBuilder client = new StringBuilder();
        Files.readAllLines(ShippedPlans.path("conformance")).stream().filter(line -> line.startsWith(prefix))
                .forEach(line -> client.append("blade.").append(next).append('.').append(line.substring(prefix.length())).append('\n'));
        assertTrue(client.toString().contains(".server=host-a\n"), "the conformance client runs on host-a: " + client);
        Files.writeString(shortPlan, plan + client);

        Path scenario = shortPlan.resolveSibling("scenarios").resolve("conformance.xis");
        String uses = Files.readString(scenario);
        for (String protocol : MiddlewareIT.PROTOCOLS) {
            String server = "value=\"" + protocol + "-server\"";
            assertTrue(uses.contains(server), "conformance.xis calls " + protocol + "'s server blade");
            uses = uses.replace(server, "value=\"" + protocol + "-other-host\"");
        }
        Files.writeString(scenario, uses);
        return shortPlan;
    }

    private static void assumeEveryMiddlewareInstalled(String what) {
        for (String protocol : MiddlewareIT.PROTOCOLS) {
            assumeTrue(Files.isDirectory(Distribution.HOME.resolve("plugins").resolve(protocol)),
                    what + " needs every middleware's plugin; " + protocol + " is not in "
                            + Distribution.HOME.resolve("plugins") + " (build the whole reactor)");
        }
    }

    /** Two hosts and a blade that calls nothing: what a test of the network's life cycle needs. */
    private Path idlePlanOnTwoHosts() throws IOException {
        Path folder = dir.resolve("idle");
        Files.createDirectories(folder);
        Files.copy(Distribution.HOME.resolve("test-plans").resolve("hosts").resolve("two-hosts.hosts"),
                folder.resolve("two-hosts.hosts"));
        Path plan = folder.resolve("idle.ctp");
        Files.writeString(plan, "hosts=two-hosts.hosts\nblade.0.id=idle\nblade.0.server=host-a\n"
                + "blade.0.injector=SyntheticInjector\nblade.0.argument=duration=3s\n"
                + "blade.1.id=idle-b\nblade.1.server=host-b\nblade.1.injector=SyntheticInjector\n"
                + "blade.1.argument=duration=3s\n");
        return plan;
    }

    /** An IOR carries its host as text inside hex; every other endpoint names it as it is. */
    private static void assertEndpointNames(Properties runFacts, String server, String address) {
        String endpoint = runFacts.getProperty("endpoint." + server);
        assertTrue(endpoint != null, "no endpoint for " + server + ": " + runFacts);
        String readable = endpoint.startsWith("IOR:")
                ? new String(HexFormat.of().parseHex(endpoint.substring(4)), StandardCharsets.ISO_8859_1) : endpoint;
        assertTrue(readable.contains(address), server + " names " + address + ": " + endpoint);
    }

    private static String placementTableOf(String html) {
        int start = html.indexOf("id=\"table-placements\"");
        assertTrue(start >= 0, "the report has the one-host/two-host table");
        return html.substring(start, html.indexOf("</table>", start));
    }

    private boolean awaitOutput(Process process, String text, long seconds) throws Exception {
        long deadline = Distribution.deadlineAfter(seconds);
        while (System.nanoTime() < deadline && process.isAlive()) {
            if (output(process).contains(text)) {
                return true;
            }
            Thread.sleep(100);
        }
        return output(process).contains(text);
    }

    private static String output(Process process) throws IOException {
        return Files.readString(Distribution.logOf(process), StandardCharsets.UTF_8);
    }

    private static long ownerIn(String output) {
        return ownerIn(output, "host-a");
    }

    /** The pid that owns a run's namespaces, from the line that names one host's. */
    private static long ownerIn(String output, String host) {
        Matcher matcher = Pattern.compile("namespace mwbh-([0-9]+)-" + Pattern.quote(host)).matcher(output);
        assertTrue(matcher.find(), output);
        return Long.parseLong(matcher.group(1));
    }

    private static Path onlyRunFolder(Path reports) throws IOException {
        try (Stream<Path> folders = Files.list(reports)) {
            List<Path> all = folders.filter(Files::isDirectory).toList(); // results.db lies beside the runs
            assertEquals(1, all.size(), all.toString());
            return all.get(0);
        }
    }

    private static Properties properties(Path file) throws IOException {
        Properties properties = new Properties();
        try (var reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        return properties;
    }

    private static long count(Properties network, String key) {
        return Long.parseLong(network.getProperty("host." + key));
    }
}
