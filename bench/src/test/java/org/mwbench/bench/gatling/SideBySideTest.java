package org.mwbench.bench.gatling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.bench.ChildJvm;
import org.mwbench.bench.cli.BenchCommand;
import org.mwbench.contract.middleware.StandaloneServer;
import picocli.CommandLine;

/**
 * {@code mwbench bench gatling} end to end at a small scale: a real http-json server in a JVM of
 * its own, then mwbench's injector and Gatling (the peer the reactor staged in target/peers), each
 * in a JVM of its own, 20 users thinking 200 ms for 5 s, one round.
 */
class SideBySideTest {

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS) // a hang guard: the run takes about a minute on a loaded machine
    void bothToolsCallTheSameServerWithoutErrorAndGatlingsReportIsRead(@TempDir Path work) throws Exception {
        SideBySide.gatlingLib(); // fails, naming the way out, when peers/gatling-http was not built
        Process server = ChildJvm.builder(List.of("-Xmx128m"), StandaloneServer.class.getName(), List.of("http-json"))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String endpoint = endpointOf(server);
            StringWriter printed = new StringWriter();
            PrintWriter writer = new PrintWriter(printed, true);
            int exit = new CommandLine(new BenchCommand()).setOut(writer).setErr(writer).execute("gatling",
                    "--endpoint", endpoint, "--users", "20", "--think", "200ms", "--duration", "5s", "--rounds", "1",
                    "--injector-jvm", "-Xmx256m", "--output", work.toString());
            String output = printed.toString();
            assertEquals(0, exit, output);
            assertTrue(output.lines().anyMatch(line -> line.matches("mwbench +1 .*")), output);
            assertTrue(output.lines().anyMatch(line -> line.matches("gatling +1 .*")), output);
            assertTrue(output.contains("wins, from these figures:"), output);
            GatlingStats stats = GatlingStats.readRun(work.resolve("gatling-round-1"));
            assertTrue(stats.requests() > 0, stats.toString());
            assertEquals(0, stats.ko(), stats.toString());
        } finally {
            server.getOutputStream().close(); // the server ends when its standard input closes
            if (!server.waitFor(10, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    private static String endpointOf(Process server) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith(StandaloneServer.ENDPOINT_PREFIX)) {
                return line.substring(StandaloneServer.ENDPOINT_PREFIX.length()).strip();
            }
        }
        throw new IllegalStateException("the http-json server ended without printing its endpoint");
    }
}
