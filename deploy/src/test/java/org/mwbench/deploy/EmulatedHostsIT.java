package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.deploy.EmulatedRuns.output;
import static org.mwbench.deploy.EmulatedRuns.ownerIn;
import static org.mwbench.deploy.EmulatedRuns.properties;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.storage.ActionFileReader;
import org.mwbench.platform.storage.ActionRow;

/**
 * Plans on emulated hosts through the distribution's {@code bin/mwbench run}, as root: the shipped
 * two-host plan (every middleware pinged on the client's host, then on another, its loop
 * shortened to a second or two per middleware) with the shipped conformance plan's client (every
 * middleware's conformance check from one host to the other), the bridges, packets with probes,
 * and scalability. What goes wrong on emulated hosts is {@link EmulatedHostsFaultsIT}'s, and the
 * two classes take turns ({@link MachineTurn}); where emulated hosts are refused is
 * {@link EmulatedHostsDeniedIT}'s.
 */
@Timeout(value = 4 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
@ExtendWith(MachineTurn.EmulatedHosts.class)
class EmulatedHostsIT {
    /**
     * The shipped two-host plan's loop counts, and the test's: a hundred calls a row show that each
     * path works; no figure is checked.
     */
    private static final String SHIPPED_COUNTS = "warmup=500 steps=5 calls=200";
    private static final int SHORT_WARMUP = 20;
    private static final int SHORT_STEPS = 2;
    private static final int SHORT_CALLS = 40;

    @TempDir
    Path dir;

    @RegisterExtension
    final EmulatedRuns runs = new EmulatedRuns();

    /**
     * The shipped two-host plan, its loop shortened, and in the same run the shipped conformance
     * plan's client: from host-a, one call of every middleware's {@code conformance} sample (the
     * contract's whole check) to its server on host-b. One run serves both, so every middleware's
     * servers start once (a run of conformance.ctp alone cost 211 s of the class's wall time).
     */
    @Test
    void theTwoHostPlanPingsEveryMiddlewareOnOneHostThenOnTwoAndEachConformsAcrossTheLinks() throws Exception {
        EmulatedRuns.assumeEveryMiddlewareInstalled("the two-host and conformance plans");
        Path plan = shortTwoHostPlanWithConformance();
        Process run = runs.start(dir, "two-hosts", plan);
        Distribution.awaitEnd(run, 200, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);
        long owner = ownerIn(output);
        assertTrue(output.contains("agents registered over the emulated network: host-a, host-b"), output);

        Path report = Distribution.onlyRunIn(dir.resolve("report-two-hosts"));
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
        runs.assertNothingLeftBy(owner);
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
        // Each bridge's back calls bounded by 50 s instead of 5 s, below the callers' 60 s (next): a
        // hang guard, not a speed claim. At a load average of 22, a gRPC bridge's first call to the rmi
        // server, connecting and loading RMI's classes on a shared core, took longer than 5 s.
        assertTrue(text.contains(" backend=") && !text.contains(" timeout="), "bridges with the default back timeout");
        Files.writeString(plan, text.replace("warmup=2000 steps=5 calls=1000", "warmup=10 steps=1 calls=40")
                .replaceAll("( backend=[^ \\n]+)", "$1 timeout=50s"));
        // Each use's timeout raised from the default 10 s: a hang guard, not a speed claim. A JVM's first
        // gRPC connect loads Netty and gRPC, and at a load average of 53, on the client host's one core,
        // it found no HTTP/2 connection within 10 s: 'grpc ping' went unmeasured.
        Path scenario = plan.resolveSibling("scenarios").resolve("bridges.xis");
        String uses = Files.readString(scenario);
        assertTrue(uses.contains("\"/></params></use>") && !uses.contains("name=\"timeout\""), "uses without a timeout");
        Files.writeString(scenario, uses.replace("\"/></params></use>", "\"/><param name=\"timeout\" value=\"60s\"/></params></use>"));
        Process run = runs.start(dir, "bridges", plan);
        Distribution.awaitEnd(run, 220, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);

        Path report = Distribution.onlyRunIn(dir.resolve("report-bridges"));
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
                assertTrue(calls.stream().allMatch(ActionRow::success), label + ": every call succeeded: "
                        + calls.stream().filter(call -> !call.success()).map(ActionRow::comment).distinct().toList());
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
        runs.assertNothingLeftBy(ownerIn(output, "client-host"));
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

        Process run = runs.start(dir, "packets", plans.resolve("packets.ctp"));
        Distribution.awaitEnd(run, 200, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);
        long owner = ownerIn(output);

        Path blade = Distribution.onlyRunIn(dir.resolve("report-packets")).resolve("packets");
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
                Distribution.onlyRunIn(dir.resolve("report-packets")).toString(), "--format", "text");
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
        runs.assertNothingLeftBy(owner);
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
        Process run = runs.start(dir, "scalability", plan);
        Distribution.awaitEnd(run, 200, "the run ends by itself");
        String output = output(run);
        assertEquals(0, run.exitValue(), output);
        assertFalse(output.contains("share this machine"), "no warning that the sides share cores: " + output);
        Path report = Distribution.onlyRunIn(dir.resolve("report-scalability"));
        List<String> lines = Files.readAllLines(report.resolve("clients").resolve("plateaus"));
        List<String> columns = CsvText.split(lines.get(0).substring(1)); // by name: a new column moves no check
        List<Map<String, String>> plateaus = lines.stream().skip(1).map(CsvText::split).map(fields -> {
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < columns.size(); i++) {
                row.put(columns.get(i), fields.get(i));
            }
            return row;
        }).toList();
        assertEquals(List.of("tcp,1", "tcp,50", "rmi-iiop,1", "rmi-iiop,50"),
                plateaus.stream().map(row -> row.get("behavior") + "," + row.get("clients")).toList(), "every plateau, in order");
        for (Map<String, String> row : plateaus) {
            assertEquals(row.get("clients"), row.get("active"), "every client active in its plateau: " + row);
            assertEquals(row.get("behavior") + "-server", row.get("server"), "the server blade it called: " + row);
            assertEquals("1", row.get("injector_cores"), "the clients' JVM has one core, its host's: " + row);
            assertTrue(Double.parseDouble(row.get("throughput")) > 0, "calls went through: " + row);
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
        runs.assertNothingLeftBy(ownerIn(output, "server-host"));
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

    private static long count(Properties network, String key) {
        return Long.parseLong(network.getProperty("host." + key));
    }
}
