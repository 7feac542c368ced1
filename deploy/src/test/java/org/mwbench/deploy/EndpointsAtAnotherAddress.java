package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.injectors.middleware.InstalledMiddleware;

/**
 * Every Java client use of the generated latency-ping plan, each with the endpoint its server
 * would publish at another address: nothing here lists middleware, so a middleware added to the
 * distribution is in. Each server is started once on 127.0.0.10, which is as long as the
 * addresses of the emulated network (198.18.0.9), so that the address can be swapped in its
 * endpoint, an IOR's bytes included, without changing a length or an alignment; then stopped.
 * The native loop clients are left out: their loops run in programs of their own.
 */
final class EndpointsAtAnotherAddress {
    private static final String LOOPBACK = "127.0.0.10";
    private static final Pattern USE = Pattern.compile("<use id=\"([^\"]+)\" name=\"([^\"]+)\">\\s*<params><param name=\"server\""
            + " value=\"([^\"]+)\"/>");
    private static final Pattern SERVER_BLADE = Pattern.compile("(?m)^blade\\.(\\d+)\\.id=(\\S+)$");

    /** A scenario's use: the client it loads and the endpoint it is given. */
    record Use(String client, String endpoint) {
    }

    private EndpointsAtAnotherAddress() {
    }

    /** Use id to use, sorted as the generated scenario sorts them; the servers' logs go to {@code dir}. */
    static Map<String, Use> of(Path dir, String address) throws Exception {
        assertEquals(LOOPBACK.length(), address.length(), "a swap of equal lengths");
        Set<String> javaClients = InstalledMiddleware.clients().stream().map(MiddlewareClient::protocol).collect(Collectors.toSet());
        Map<String, String> protocolOfBlade = serverBlades(Files.readString(ShippedPlans.path("latency-ping")));
        Map<String, String[]> uses = new LinkedHashMap<>();
        Matcher use = USE.matcher(Files.readString(ShippedPlans.path("latency-ping").resolveSibling("scenarios")
                .resolve("latency-ping.xis")));
        while (use.find()) {
            if (javaClients.contains(use.group(2))) {
                String protocol = protocolOfBlade.get(use.group(3));
                assertTrue(protocol != null, use.group(1) + " calls a server blade of latency-ping.ctp: " + protocolOfBlade);
                uses.put(use.group(1), new String[] {use.group(2), protocol});
            }
        }
        assertFalse(uses.isEmpty(), "latency-ping.xis has Java clients");
        Map<String, String> endpoints = endpointsOf(dir, uses.values().stream().map(pair -> pair[1])
                .collect(Collectors.toCollection(java.util.TreeSet::new)), address);
        Map<String, Use> result = new LinkedHashMap<>();
        uses.forEach((id, pair) -> result.put(id, new Use(pair[0], endpoints.get(pair[1]))));
        return result;
    }

    /** Server blade id to its protocol, from the plan's {@code blade.N.argument=protocol=...}. */
    private static Map<String, String> serverBlades(String plan) {
        Map<String, String> protocols = new LinkedHashMap<>();
        Matcher blade = SERVER_BLADE.matcher(plan);
        while (blade.find()) {
            Matcher protocol = Pattern.compile("(?m)^blade\\." + blade.group(1) + "\\.argument=protocol=([a-z0-9-]+)").matcher(plan);
            if (protocol.find()) {
                protocols.put(blade.group(2), protocol.group(1));
            }
        }
        return protocols;
    }

    /** Starts every server at once (their JVMs start in parallel), reads each endpoint, and stops them all. */
    private static Map<String, String> endpointsOf(Path dir, Set<String> protocols, String address) throws Exception {
        Map<String, Process> servers = new LinkedHashMap<>();
        try {
            for (String protocol : protocols) {
                servers.put(protocol, Distribution.start(dir, null, dir.resolve("server-" + protocol + ".log"), "server",
                        protocol, "--bind", LOOPBACK, "--exit-with", Long.toString(ProcessHandle.current().pid())));
            }
            Map<String, String> endpoints = new LinkedHashMap<>();
            for (Map.Entry<String, Process> server : servers.entrySet()) {
                // a guard, not a speed claim: every server's JVM starts at once on a loaded machine
                assertTrue(EmulatedRuns.awaitOutput(server.getValue(), "endpoint: ", 120), EmulatedRuns.output(server.getValue()));
                Matcher endpoint = Pattern.compile("endpoint: (.+)").matcher(EmulatedRuns.output(server.getValue()));
                assertTrue(endpoint.find(), EmulatedRuns.output(server.getValue()));
                endpoints.put(server.getKey(), swapped(server.getKey(), endpoint.group(1).strip(), address));
            }
            return endpoints;
        } finally {
            for (Process server : servers.values()) {
                server.destroyForcibly();
                server.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    /** An IOR carries its host as text inside hex; every other endpoint names it as it is. */
    private static String swapped(String protocol, String endpoint, String address) {
        boolean ior = endpoint.startsWith("IOR:");
        String readable = ior ? new String(HexFormat.of().parseHex(endpoint.substring(4)), StandardCharsets.ISO_8859_1) : endpoint;
        assertTrue(readable.contains(LOOPBACK), protocol + "'s endpoint names " + LOOPBACK + ": " + endpoint);
        String moved = readable.replace(LOOPBACK, address);
        return ior ? "IOR:" + HexFormat.of().formatHex(moved.getBytes(StandardCharsets.ISO_8859_1)) : moved;
    }
}
