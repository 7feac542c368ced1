package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.injectors.middleware.InstalledMiddleware;
import org.mwbench.platform.probe.RunNoise;

/**
 * Every middleware of the distribution, end to end through {@code mwbench run}: real
 * servers in JVMs of their own on loopback, the loop blade calling each in turn, small
 * counts. Then what goes wrong: a server killed mid-run, and a server that cannot start.
 */
@Timeout(value = 8 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class MiddlewareIT {
    /**
     * The protocols the distribution serves, sorted: the servers its generated latency-ping.ctp
     * starts, which {@code mwbench plan} made from the installed middleware (GeneratedPlansTest).
     */
    static final List<String> PROTOCOLS = shippedServers("latency-ping.ctp", "");

    /** The distribution's client plugins, sorted: one folder each, HTTP/JSON's variants included. */
    static final List<String> CLIENTS = pluginFolders();
    /** The clients whose connections count their wire bytes with no option, as each declares. */
    private static final Set<String> COUNTED_BY_DEFAULT = InstalledMiddleware.clients().stream()
            .filter(client -> client.countsWireBytes() && client.wireCountingOptions().isEmpty())
            .map(MiddlewareClient::protocol).collect(Collectors.toSet());

    /** The protocols of a shipped plan's server blades whose argument goes on with {@code rest}. */
    private static List<String> shippedServers(String plan, String rest) {
        try {
            java.util.regex.Matcher protocol = java.util.regex.Pattern.compile("argument=protocol=([a-z0-9-]+)"
                            + java.util.regex.Pattern.quote(rest))
                    .matcher(Files.readString(Distribution.HOME.resolve("test-plans").resolve(plan)));
            java.util.TreeSet<String> protocols = new java.util.TreeSet<>();
            while (protocol.find()) {
                protocols.add(protocol.group(1));
            }
            return List.copyOf(protocols);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<String> pluginFolders() {
        try (Stream<Path> folders = Files.list(Distribution.HOME.resolve("plugins"))) {
            return folders.map(folder -> folder.getFileName().toString()).sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The rows of a shipped scenario: each label ending in {@code suffix}, without it ("JacORB→omniORB"). */
    static List<String> shippedRows(String scenario, String suffix) throws java.io.IOException {
        java.util.regex.Matcher label = java.util.regex.Pattern.compile("label=\"([^\"]+) " + java.util.regex.Pattern.quote(suffix) + "\"")
                .matcher(Files.readString(Distribution.HOME.resolve("test-plans").resolve("scenarios").resolve(scenario)));
        List<String> rows = new java.util.ArrayList<>();
        while (label.find()) {
            rows.add(label.group(1).replace("&gt;", ">").replace("&lt;", "<").replace("&amp;", "&"));
        }
        return rows;
    }

    /**
     * Waits until one second of the run's progress saw calls of each of the client blade's
     * {@code actionTypes} (more than two: its line then counts them), or the run ends, or a
     * generous guard passes. Each user opens its middleware's connection before its first call,
     * which takes a while on a loaded machine and longer for some middleware than for others, so
     * the first calls of one middleware say nothing of the others'.
     */
    static void awaitCallsOfEveryActionType(int actionTypes, Path log, Process run) throws Exception {
        java.util.regex.Pattern everyType = java.util.regex.Pattern.compile(
                "client: " + actionTypes + " action types, [1-9][0-9]* calls/s in all");
        long deadline = Distribution.deadlineAfter(180);
        while (!everyType.matcher(Files.readString(log)).find() && System.nanoTime() < deadline && run.isAlive()) {
            Thread.sleep(100);
        }
    }

    @TempDir
    Path dir;

    @Test
    void theDistributionShipsEveryMiddlewareInAFolderOfItsOwn() throws Exception {
        assertTrue(CLIENTS.containsAll(PROTOCOLS), "a folder per protocol: " + CLIENTS + " " + PROTOCOLS);
        String latency = Files.readString(Distribution.HOME.resolve("test-plans").resolve("scenarios").resolve("latency-ping.xis"));
        for (String client : CLIENTS) {
            assertTrue(latency.contains("name=\"" + client + "\""), client + " has a latency-ping row");
        }
        Distribution.Result list = Distribution.run(dir, null, 60, "server", "--list");
        assertEquals(0, list.exitCode(), list.output());
        assertEquals(PROTOCOLS, Arrays.stream(list.output().split("\n")).map(String::strip)
                .filter(CLIENTS::contains).sorted().toList(), list.output());
        Distribution.Result unknown = Distribution.run(dir, null, 60, "server", "nosuch");
        assertEquals(2, unknown.exitCode(), unknown.output());
        assertTrue(unknown.output().contains("no middleware 'nosuch' is installed; installed: ") && unknown.output()
                .contains("corba-jacorb, corba-omniorb, corba-openjdk"), "names the installed ones: " + unknown.output());
    }

    /**
     * The load average latency-ping must pass at (a user's first run on a busy machine once failed
     * its deploy), reached on purpose by {@link CoreLoad} while every server JVM starts.
     */
    private static final double LOAD_AVERAGE = 30;
    /** Long enough to cover the deploy of every server on a quiet machine, where it takes about a minute. */
    private static final java.time.Duration LOADED_FOR = java.time.Duration.ofSeconds(90);

    /**
     * The shipped latency-ping and data-transfer plans in one run, their loops shortened. Both start
     * every server the same way (checked below), so data-transfer's client blade joins latency-ping's
     * plan and the servers start once: a run of each cost about 250 s of a loaded suite, mostly in
     * starting a JVM per server.
     *
     * <p>Latency: every row pings, named client→server, and every middleware that counts its wire bytes
     * by default writes them. Data transfer (Böszörményi et al. 1999): every row of latency-ping echoes
     * 5120 shorts, and raw TCP, the socket reference, puts exactly 2 bytes a short on the wire besides
     * its 9-byte frame head (length, opcode, count).
     *
     * <p>The servers deploy and the first calls run with the machine loaded to a load average of
     * {@value #LOAD_AVERAGE} ({@link CoreLoad}): the deploy deadline scales with the JVMs started,
     * and the run must pass there, every call answered.
     */
    @Test
    void latencyPingAndDataTransferRunEveryMiddlewareAndPrintARowForEach() throws Exception {
        Path plans = Distribution.HOME.resolve("test-plans");
        Files.createDirectories(dir.resolve("scenarios"));
        for (String scenario : List.of("latency-ping.xis", "data-transfer.xis")) {
            Files.copy(plans.resolve("scenarios").resolve(scenario), dir.resolve("scenarios").resolve(scenario));
        }
        String latencyPlan = Files.readString(plans.resolve("latency-ping.ctp"));
        String transferPlan = Files.readString(plans.resolve("data-transfer.ctp"));
        assertTrue(latencyPlan.contains("warmup=1000 steps=10 calls=500"), "the defaults the README quotes");
        assertTrue(transferPlan.contains("warmup=200 steps=10 calls=50"), "the defaults the README quotes");
        String latencyClient = "blade." + PROTOCOLS.size() + ".";
        assertEquals(serverBlades(latencyPlan, latencyClient), serverBlades(transferPlan, latencyClient),
                "both plans start the same servers, and their client blade comes after them");
        String transferClient = transferPlan.lines().filter(line -> line.startsWith(latencyClient))
                .map(line -> "blade." + (PROTOCOLS.size() + 1) + "." + line.substring(latencyClient.length()) + "\n")
                .collect(Collectors.joining());
        Files.writeString(dir.resolve("latency-ping.ctp"), latencyPlan.replace("warmup=1000 steps=10 calls=500",
                "warmup=40 steps=2 calls=30") + transferClient.replace("warmup=200 steps=10 calls=50", "warmup=20 steps=2 calls=10"));

        Distribution.Result result;
        String load;
        try (CoreLoad busy = CoreLoad.upTo(LOAD_AVERAGE, LOADED_FOR)) {
            result = Distribution.run(dir, null, 300, "run", dir.resolve("latency-ping.ctp").toString());
            load = busy.summary();
        }

        assertEquals(0, result.exitCode(), load + "\n" + result.output());
        Path report = onlyRun();
        System.out.println("latency-ping under " + load + ": " + RunNoise.read(report).summary());
        assertLatencyPing(result.output(), report);
        assertDataTransfer(report);
        String facts = Files.readString(report.resolve("run.properties"));
        for (String protocol : PROTOCOLS) {
            assertTrue(facts.contains("endpoint." + protocol + "-server="), "endpoint stored: " + facts);
        }
        ServerJvms.assertNoneLeft(dir);
    }

    /** A plan's lines that are neither comments nor of its client blade ({@code clientPrefix}): its servers. */
    private static List<String> serverBlades(String plan, String clientPrefix) {
        return plan.lines().filter(line -> !line.startsWith("#") && !line.startsWith(clientPrefix)).toList();
    }

    private static void assertLatencyPing(String output, Path report) throws Exception {
        List<String> actions = Files.readAllLines(report.resolve("latency").resolve("action"));
        List<String> pingRows = shippedRows("latency-ping.xis", "ping");
        assertTrue(pingRows.containsAll(List.of("omniORB→omniORB", "JacORB→omniORB", "omniORB→JacORB", "IceC++→IceC++")),
                "the C++ rows, named client→server: " + pingRows);
        for (String protocol : pingRows) {
            assertTrue(output.contains(" " + protocol + " ping "), protocol + " row missing:\n" + output);
            List<String> calls = actions.stream().filter(row -> row.split(",")[2].equals(protocol + " ping")).toList();
            assertEquals(40 + 2 * 30, calls.size(), protocol + ": X + S*I calls");
            assertTrue(calls.stream().allMatch(row -> row.split(",")[4].equals("true")), protocol + " calls failed: " + calls);
        }
        // Raw TCP counts its wire bytes: a ping is a 5-byte frame each way, every call counted.
        List<String> wire = Files.readAllLines(report.resolve("latency").resolve("wire-tcp"));
        assertEquals(List.of("#sample,calls,bytes_sent,bytes_received,sent_per_call,received_per_call",
                "ping,100,500,500,5,5"), wire);
        // Every middleware counts its bytes by default but those that count only under options (GlassFish's
        // default NIO transport cannot be counted from outside the ORB; socket-type=socket can) or not at
        // all (no hook in the stack), as each client declares: they write no wire file, not made-up counts.
        // The omniORB server's are counted by its Java client (JacORB→omniORB); native clients count none.
        for (String protocol : CLIENTS.stream().filter(protocol -> !protocol.equals("ice-cpp")).toList()) {
            Path file = report.resolve("latency").resolve("wire-" + protocol);
            if (!COUNTED_BY_DEFAULT.contains(protocol)) {
                assertFalse(Files.exists(file), protocol + " has no wire file by default");
                continue;
            }
            List<String> rows = Files.readAllLines(file);
            assertEquals(2, rows.size(), protocol + ": " + rows);
            String[] ping = rows.get(1).split(",");
            assertEquals(List.of("ping", "100"), List.of(ping[0], ping[1]), protocol + ": " + rows);
            assertTrue(Long.parseLong(ping[4]) > 0 && Long.parseLong(ping[5]) > 0, protocol + " counted bytes: " + rows);
        }
        // Each HTTP-based row names its client library and version, recorded with the run.
        for (String protocol : List.of("http-json", "http-json-jdk", "http-json-okhttp", "http-floor", "xmlrpc", "soap-jaxws",
                "soap-axis")) {
            List<String> client = Files.readAllLines(report.resolve("latency").resolve("client-" + protocol));
            assertTrue(client.stream().anyMatch(line -> line.startsWith("library,") && line.matches(".*\\d.*")),
                    protocol + " names its library and version: " + client);
        }
    }

    private static void assertDataTransfer(Path report) throws Exception {
        List<String> actions = Files.readAllLines(report.resolve("transfer").resolve("action"));
        List<String> rows = shippedRows("data-transfer.xis", "shorts 5120");
        assertTrue(rows.containsAll(shippedRows("latency-ping.xis", "ping")), "latency-ping's rows: " + rows);
        for (String row : rows) {
            List<String> calls = actions.stream().filter(line -> line.split(",")[2].equals(row + " shorts 5120")).toList();
            assertEquals(20 + 2 * 10, calls.size(), row + ": X + S*I calls");
            assertTrue(calls.stream().allMatch(line -> line.split(",")[4].equals("true")), row + " calls failed: " + calls);
        }
        List<String> wire = Files.readAllLines(report.resolve("transfer").resolve("wire-tcp"));
        assertEquals(List.of("#sample,calls,bytes_sent,bytes_received,sent_per_call,received_per_call",
                "echoShorts(5120),40,409960,409960,10249,10249"), wire);
    }

    @Test
    void serversKilledMidRunMakeEveryMiddlewaresCallsFailWithTheirExceptionAndNothingHangs() throws Exception {
        // One virtual user per middleware, all at once, each pinging its own server JVM
        // every 20 ms; every server is killed while the calls flow. Each call
        // after that must fail, saying its kind, and be counted, within its hang guard; then
        // Ctrl-C must end the run, its users stopped in their calls to dead servers.
        StringBuilder plugins = new StringBuilder("<use id=\"think\" name=\"common\"/>");
        StringBuilder behaviors = new StringBuilder();
        StringBuilder groups = new StringBuilder();
        StringBuilder plan = new StringBuilder();
        for (int i = 0; i < PROTOCOLS.size(); i++) {
            String protocol = PROTOCOLS.get(i);
            plugins.append("<use id=\"").append(protocol).append("\" name=\"").append(protocol)
                    .append("\"><params><param name=\"server\" value=\"victim-").append(protocol)
                    .append("\"/><param name=\"timeout\" value=\"" + KILL_CALL_TIMEOUT_SECONDS + "s\"/></params></use>\n");
            behaviors.append("<behavior id=\"").append(protocol).append("\"><sample use=\"").append(protocol)
                    .append("\" name=\"ping\" label=\"").append(protocol).append(" ping\"/>")
                    .append("<timer use=\"think\" name=\"constant\"><params><param name=\"duration\" value=\"20ms\"/>")
                    .append("</params></timer></behavior>\n");
            groups.append("<group behavior=\"").append(protocol).append("\" forceStop=\"true\"><ramp style=\"crenel_hv\">")
                    .append("<points><point x=\"0\" y=\"1\"/><point x=\"" + KILL_PROFILE_SECONDS + "\" y=\"1\"/></points></ramp></group>\n");
            plan.append("blade.").append(i).append(".id=victim-").append(protocol).append('\n')
                    .append("blade.").append(i).append(".server=local host\n")
                    .append("blade.").append(i).append(".sut=ServerBlade\n")
                    .append("blade.").append(i).append(".argument=protocol=").append(protocol).append('\n')
                    .append("blade.").append(i).append(".jvm=-Xmx128m\n");
        }
        int client = PROTOCOLS.size();
        plan.append("blade.").append(client).append(".id=client\n")
                .append("blade.").append(client).append(".server=local host\n")
                .append("blade.").append(client).append(".injector=ScenarioRunner\n")
                .append("blade.").append(client).append(".argument=scenario=kill.xis\n");
        Files.writeString(dir.resolve("kill.xis"), "<scenario><behaviors><plugins>" + plugins + "</plugins>\n" + behaviors
                + "</behaviors><loadprofile>" + groups + "</loadprofile></scenario>\n");
        Files.writeString(dir.resolve("kill.ctp"), plan.toString());
        Path log = dir.resolve("kill.log");
        // env --default-signal=INT: a shell without job control starts background jobs with SIGINT ignored
        Process run = Distribution.start(List.of("env", "--default-signal=INT"), dir, null, log, "run",
                dir.resolve("kill.ctp").toString());
        try {
            awaitCallsOfEveryActionType(PROTOCOLS.size(), log, run);
            assertTrue(run.isAlive(), "every middleware's user made calls before the run ended:\n" + Files.readString(log));
            Thread.sleep(3000);
            for (String protocol : PROTOCOLS) {
                Optional<ProcessHandle> server = ServerJvms.of(dir, "victim-" + protocol);
                assertTrue(server.isPresent(), "no server JVM for " + protocol + ":\n" + Files.readString(log));
                server.get().destroyForcibly();
            }
            // Every call in flight at the kill has ended by now, or it hung; the ones after it were refused.
            Thread.sleep(TimeUnit.SECONDS.toMillis(CALL_HANG_GUARD_SECONDS));
            assertTrue(run.isAlive(), "the run went on after its servers died:\n" + Files.readString(log));
            new ProcessBuilder("kill", "-INT", Long.toString(run.pid())).start().waitFor();
            if (!Distribution.ended(run, 120)) {
                fail("the run did not end on Ctrl-C after the servers died:\n" + Files.readString(log)
                        + "\nits threads:\n" + ServerJvms.threadDump(run.pid()));
            }
        } finally {
            run.destroyForcibly();
        }
        String output = Files.readString(log);
        assertNotEquals(0, run.exitValue(), output);
        assertTrue(output.contains("victim-"), output);
        List<String[]> actions = Files.readAllLines(onlyRun().resolve("client").resolve("action")).stream()
                .filter(row -> !row.startsWith("#")).map(row -> row.split(",", -1)).toList();
        for (String protocol : PROTOCOLS) {
            List<String[]> calls = actions.stream().filter(row -> row[2].equals(protocol + " ping")).toList();
            assertTrue(calls.stream().anyMatch(row -> row[4].equals("true")), protocol + ": calls before the kill succeeded");
            List<String[]> failed = calls.stream().filter(row -> row[4].equals("false")).toList();
            assertFalse(failed.isEmpty(), protocol + ": calls after the kill failed and were counted (" + calls.size()
                    + " calls, none failed):\n" + Distribution.tail(log));
            // the client's failureKind: the exception's class, with a CORBA system exception's minor code
            assertTrue(failed.stream().allMatch(row -> row[9].matches(FAILURE_KIND)),
                    protocol + ": each failure names its kind: " + row9(failed));
            long guard = TimeUnit.SECONDS.toNanos(CALL_HANG_GUARD_SECONDS);
            assertTrue(failed.stream().allMatch(row -> Long.parseLong(row[5]) < guard),
                    protocol + ": no failed call hung (" + CALL_HANG_GUARD_SECONDS + " s for a " + KILL_CALL_TIMEOUT_SECONDS
                            + " s timeout)");
        }
        ServerJvms.assertNoneLeft(dir);
    }

    /**
     * The kill test's load profile: longer than the test, which ends the run with Ctrl-C. Its servers
     * are killed once every middleware's user has made calls, which on a loaded machine came after a
     * 40 s profile had ended (a server blade per middleware, each a JVM, all starting at once); with
     * 120 s, at a load average of 23 (CI33), ejb-openejb's row recorded calls before the kill and
     * none after it: the profile had run out in between. No profile length is safe from a slow
     * start, so the end is the test's: after the kill and the calls' hang guard.
     */
    private static final int KILL_PROFILE_SECONDS = 3600;

    /**
     * The kill test's call timeout, which includes each user's first connect: a hang guard for the
     * calls before the kill, not a speed claim. With 2 s, at a mean load average of 22 (CI30),
     * dubbo-tri's row had not one call when the 120 s profile ended (dubbo's had 39): Dubbo's clients
     * load Dubbo's classes within their first connect, which took 20 s to fail at a load of 11 in
     * EmulatedHostsFaultsIT. Calls after the kill fail by the refused or reset connection, mostly
     * long before the timeout.
     */
    private static final int KILL_CALL_TIMEOUT_SECONDS = 10;

    /**
     * How long a failed call may take before it is taken for hung: a guard, not a speed claim.
     * A server JVM per middleware and the client share a 2-core machine that other work may load far
     * past its cores, so it is many times the call timeout and 30 s at least.
     */
    private static final int CALL_HANG_GUARD_SECONDS = Math.max(30, 5 * KILL_CALL_TIMEOUT_SECONDS);

    /** A failure kind as MiddlewareClient.failureKind gives it: a class name, maybe with its qualifier in parentheses. */
    private static final String FAILURE_KIND = "[A-Za-z_$][A-Za-z0-9_$]*( \\([A-Za-z0-9_ ]+\\))?";

    private static List<String> row9(List<String[]> rows) {
        return rows.stream().limit(5).map(row -> row[9]).toList();
    }

    @Test
    void aServerThatCannotStartFailsTheDeployWithTheMiddlewaresMessage() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Files.writeString(dir.resolve("busy.ctp"), "blade.0.id=busy\nblade.0.server=local host\n"
                    + "blade.0.sut=ServerBlade\nblade.0.argument=protocol=rmi port=" + taken.getLocalPort() + "\n");
            Distribution.Result result = Distribution.run(dir, null, 120, "run", dir.resolve("busy.ctp").toString());
            assertNotEquals(0, result.exitCode(), result.output());
            assertTrue(result.output().contains("deploy failed"), result.output());
            assertTrue(result.output().contains("rmi server did not start"), result.output());
            assertTrue(result.output().contains("Address already in use") || result.output().contains("Port already in use"),
                    "the middleware's own words: " + result.output());
        }
    }

    @Test
    void stepByStepTheServersStopOnceTheInjectorsAreDone() throws Exception {
        Files.writeString(dir.resolve("ping.xis"), """
                <scenario><behaviors>
                  <plugins><use id="rmi" name="rmi"><params><param name="server" value="rmi-server"/></params></use></plugins>
                  <behavior id="ping"><sample use="rmi" name="ping" label="rmi ping"/></behavior>
                </behaviors></scenario>
                """);
        Files.writeString(dir.resolve("steps.ctp"), """
                blade.0.id=rmi-server
                blade.0.server=local host
                blade.0.sut=ServerBlade
                blade.0.argument=protocol=rmi
                blade.1.id=client
                blade.1.server=local host
                blade.1.injector=LoopRunner
                blade.1.argument=scenario=ping.xis warmup=10 steps=2 calls=20
                """);
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        Process supervisor = Distribution.start(dir, null, dir.resolve("supervisor.log"), "supervisor",
                "--port", Integer.toString(port), "--report-dir", dir.resolve("runs").toString());
        String to = "127.0.0.1:" + port;
        try {
            long deadline = Distribution.deadlineAfter(60);
            while (!Files.readString(dir.resolve("supervisor.log")).contains("supervisor ready") && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            for (String[] step : List.of(new String[] {"deploy", dir.resolve("steps.ctp").toString()},
                    new String[] {"init"}, new String[] {"start"}, new String[] {"wait"}, new String[] {"collect"})) {
                List<String> args = new java.util.ArrayList<>(List.of(step));
                args.addAll(List.of("--supervisor", to));
                Distribution.Result result = Distribution.run(dir, null, 120, args.toArray(String[]::new));
                assertEquals(0, result.exitCode(), step[0] + ": " + result.output());
                if (step[0].equals("wait")) {
                    assertTrue(result.output().contains("rmi-server stopped"), "wait ends once the server is stopped: "
                            + result.output());
                }
            }
        } finally {
            supervisor.destroy();
            if (!supervisor.waitFor(20, TimeUnit.SECONDS)) {
                supervisor.destroyForcibly();
            }
        }
        assertEquals(10 + 2 * 20, Files.readAllLines(onlyRun().resolve("client").resolve("action")).size() - 1);
    }

    @Test
    void mwbenchServerPrintsItsEndpointAndServesUntilStopped() throws Exception {
        Process server = new ProcessBuilder(Distribution.HOME.resolve("bin").resolve("mwbench").toString(),
                "server", "TCP", "--exit-with", Long.toString(ProcessHandle.current().pid())) // any case
                .directory(dir.toFile()).redirectError(dir.resolve("server.err").toFile()).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertTrue(line != null && line.matches("endpoint: tcp://127\\.0\\.0\\.1:\\d+"),
                    line + " / " + Files.readString(dir.resolve("server.err")));
            assertTrue(server.isAlive(), "it keeps serving");
        } finally {
            server.destroy();
            Distribution.awaitEnd(server, 30, "Ctrl-C (SIGTERM) ends it");
        }
    }

    /** A C++ server as {@code mwbench server} runs it: its IOR printed; stopped, its native child is gone too. */
    @Test
    void mwbenchServerRunsTheOmniOrbServerAndLeavesNoChild() throws Exception {
        Process server = new ProcessBuilder(Distribution.HOME.resolve("bin").resolve("mwbench").toString(),
                "server", "corba-omniorb", "--exit-with", Long.toString(ProcessHandle.current().pid()))
                .directory(dir.toFile()).redirectError(dir.resolve("server.err").toFile()).start();
        List<ProcessHandle> natives = List.of();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertTrue(line != null && line.startsWith("endpoint: IOR:"), line + " / " + Files.readString(dir.resolve("server.err")));
            natives = server.toHandle().descendants().filter(process -> process.info().command()
                    .map(command -> command.endsWith("mwbench-omniorb-server")).orElse(false)).toList();
            assertEquals(1, natives.size(), "one native omniORB server under mwbench server");
        } finally {
            server.destroy();
            Distribution.awaitEnd(server, 30, "Ctrl-C (SIGTERM) ends it");
        }
        for (ProcessHandle child : natives) {
            child.onExit().get(30, TimeUnit.SECONDS); // a guard: a loaded machine may take seconds
            assertFalse(child.isAlive(), "the native server " + child.pid() + " outlived mwbench server");
        }
    }

    /** The middleware of whitebox.ctp whose client hooks run but whose server part cannot come back (Ice 3.7). */
    private static final List<String> WHITEBOX_CLIENT_ONLY = List.of("ice");
    /** The middleware of whitebox.ctp with hooks on at both ends: its servers given option.whitebox=true, but Ice. */
    private static final List<String> WHITEBOX_HOOKED = shippedServers("whitebox.ctp", " option.whitebox=true").stream()
            .filter(protocol -> !WHITEBOX_CLIENT_ONLY.contains(protocol)).toList();

    /**
     * White-box timing end to end: whitebox.ctp with small counts, each middleware's whitebox file, and
     * the report's two tables, a row per middleware and sample with every part, "no hook" for rmi.
     */
    @Test
    void theWhiteBoxPlanSplitsEveryCallAndTheReportTablesIt() throws Exception {
        Path plans = Distribution.HOME.resolve("test-plans");
        Files.createDirectories(dir.resolve("scenarios"));
        Files.copy(plans.resolve("scenarios").resolve("whitebox.xis"), dir.resolve("scenarios").resolve("whitebox.xis"));
        String plan = Files.readString(plans.resolve("whitebox.ctp"));
        assertTrue(plan.contains("warmup=500 steps=2 calls=500"), "the defaults");
        Files.writeString(dir.resolve("whitebox.ctp"), plan.replace("warmup=500 steps=2 calls=500", "warmup=20 steps=1 calls=40"));

        Distribution.Result result = Distribution.run(dir, null, 300, "run", dir.resolve("whitebox.ctp").toString());

        assertEquals(0, result.exitCode(), result.output());
        Path run = onlyRun();
        for (String protocol : WHITEBOX_HOOKED) {
            List<String> events = Files.readAllLines(run.resolve("whitebox").resolve("whitebox-" + protocol));
            assertEquals("#date_ms,sample,total_ns,client_marshal_ns,transport_server_ns,server_ns,client_unmarshal_ns",
                    events.get(0), protocol);
            assertEquals(1 + 4 * 40, events.size(), protocol + ": one event per measured call, the 20 warm-up calls of each operation left out");
            for (String event : events.subList(1, events.size())) {
                String[] parts = event.split(",", -1);
                assertEquals(7, parts.length, protocol + ": " + event);
                assertFalse(parts[3].isEmpty() || parts[4].isEmpty() || parts[5].isEmpty(), protocol + " every part: " + event);
                assertTrue(Long.parseLong(parts[3]) + Long.parseLong(parts[4]) <= Long.parseLong(parts[2]),
                        protocol + " parts within the total: " + event);
            }
        }
        for (String protocol : WHITEBOX_CLIENT_ONLY) {
            List<String> events = Files.readAllLines(run.resolve("whitebox").resolve("whitebox-" + protocol));
            assertEquals(1 + 4 * 40, events.size(), protocol + ": one event per measured call, the 20 warm-up calls of each operation left out");
            for (String event : events.subList(1, events.size())) {
                String[] parts = event.split(",", -1);
                assertFalse(parts[3].isEmpty() || parts[4].isEmpty(), protocol + " both client parts: " + event);
                assertTrue(parts[5].isEmpty(), protocol + " no server part: " + event);
            }
        }
        assertTrue(Files.readAllLines(run.resolve("whitebox").resolve("whitebox-rmi")).get(0).startsWith("#no hook"));

        Distribution.Result report = Distribution.run(dir, null, 120, "report", run.toString(), "--format", "text");
        assertEquals(0, report.exitCode(), report.output());
        String text = report.output();
        assertTrue(text.contains("White-box timing: where each call's time goes"), text);
        assertTrue(text.contains("Server time, net transfer and client time"), text);
        for (String protocol : WHITEBOX_HOOKED) {
            for (String sample : List.of("ping", "getItems(32)", "echoBytes(10240)")) {
                assertTrue(text.lines().anyMatch(line -> line.strip().startsWith(protocol + " ") && line.contains(sample)
                        && !line.contains("not seen") && !line.contains("n/a")), protocol + " " + sample + ":\n" + text);
            }
        }
        assertTrue(text.lines().anyMatch(line -> line.strip().startsWith("rmi ") && line.contains("no hook")), text);
        assertTrue(text.lines().anyMatch(line -> line.strip().startsWith("tcp ") && line.contains("echoBytes(10240)")
                && line.contains("×1.00")), "raw TCP is the socket reference:\n" + text);
        ServerJvms.assertNoneLeft(dir);
    }

    private Path onlyRun() throws Exception {
        return onlyRun(dir);
    }

    /** The one run a test made in {@code dir}: the runs folder the distribution is given ({@link Distribution}). */
    static Path onlyRun(Path dir) throws Exception {
        return Distribution.onlyRunIn(dir.resolve("runs"));
    }
}
