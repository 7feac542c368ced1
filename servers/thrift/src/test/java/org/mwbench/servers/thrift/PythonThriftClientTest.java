package org.mwbench.servers.thrift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * An independent client against the Java server, so the wire format is Thrift's own: Python 3 with Debian's
 * python3-thrift, calling through code that {@code thrift --gen py} makes here from the module's
 * own {@code benchmark.thrift}, in both protocols. The script checks the echoes, cube and the
 * service's declared failure itself, and prints the reference data it received in a canonical
 * form ({@code benchmark_client.py}), which this test compares with contract's reference: so the
 * server speaks Thrift's real wire format, not an mwbench dialect both Java ends share.
 *
 * <p>Skipped, saying why, when no Python 3 here imports {@code thrift}; every process is bounded
 * and killed on timeout, and the generated code lives in a temporary folder JUnit removes.
 */
@Timeout(180)
class PythonThriftClientTest {
    /** Debian's interpreter first: python3-thrift lives in its dist-packages, not a pyenv's. */
    private static final List<String> PYTHONS = List.of("/usr/bin/python3", "python3");
    private static final long PROCESS_SECONDS = 60;

    @TempDir
    static Path work;
    private static String python;

    @BeforeAll
    static void generateThePythonClient() throws Exception {
        python = pythonWithThrift().orElse(null);
        assumeTrue(python != null, "no Python 3 here imports thrift (apt-get install python3-thrift, as"
                + " deploy/setup-machine.sh does): the independent Python client cannot run");
        Path idl = Path.of("src", "main", "thrift", "benchmark.thrift").toAbsolutePath();
        Result generated = run(List.of("thrift", "--gen", "py", "-out", work.toString(), idl.toString()), work);
        assertEquals(0, generated.exit(), "thrift --gen py: " + generated.output());
        try (InputStream script = PythonThriftClientTest.class.getResourceAsStream("/python/benchmark_client.py")) {
            Files.copy(script, work.resolve("benchmark_client.py"));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"binary", "compact"})
    void pythonGetsTheReferenceDataFromTheJavaServer(String protocol) throws Exception {
        checkPythonAgainst(Map.of(), protocol);
    }

    /** The white-box reply field (id 32767) is one Thrift's own readers skip, Python's included. */
    @ParameterizedTest
    @ValueSource(strings = {"binary", "compact"})
    void pythonSkipsTheWhiteBoxReplyField(String protocol) throws Exception {
        checkPythonAgainst(Map.of(WhiteBox.OPTION, "true"), protocol);
    }

    private static void checkPythonAgainst(Map<String, String> serverOptions, String protocol) throws Exception {
        ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, 0, serverOptions);
        try (ServerHandle handle = new ThriftServer().start(settings, new ReferenceService())) {
            ThriftEndpoint endpoint = ThriftEndpoint.parse(handle.endpoint());
            Result result = run(List.of(python, work.resolve("benchmark_client.py").toString(), endpoint.host(),
                    Integer.toString(endpoint.port()), protocol), work);
            assertEquals(0, result.exit(), "the Python client (" + protocol + ") failed: " + result.output());
            assertEquals(CanonicalReference.lines(new ReferenceService(), Conformance.SALES_REP), result.output(),
                    "the reference data as Python read it (" + protocol + ")");
        }
    }

    @Test
    void theCanonicalFormCoversEveryRecord() throws Exception {
        String lines = CanonicalReference.lines(new ReferenceService(), Conformance.SALES_REP);
        assertTrue(lines.startsWith("string "), lines);
        assertEquals(4, lines.lines().filter(line -> line.startsWith("item ")).count(), lines);
        assertEquals(4, lines.lines().filter(line -> line.startsWith("customer ")).count(), lines);
    }

    private static Optional<String> pythonWithThrift() throws InterruptedException {
        for (String candidate : PYTHONS) {
            try {
                if (run(List.of(candidate, "-c", "import thrift"), null).exit() == 0) {
                    return Optional.of(candidate);
                }
            } catch (IOException e) {
                // not installed: try the next
            }
        }
        return Optional.empty();
    }

    private record Result(int exit, String output) {
    }

    /** Runs a command in {@code folder} with the generated code importable; its output goes to a file, never a full pipe. */
    private static Result run(List<String> command, Path folder) throws IOException, InterruptedException {
        Path output = Files.createTempFile(work, "out", ".txt");
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(true)
                .redirectOutput(output.toFile());
        if (folder != null) {
            builder.directory(folder.toFile()).environment().put("PYTHONPATH", folder.toString());
        }
        Process process = builder.start();
        try {
            if (!process.waitFor(PROCESS_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError(command + " still ran after " + PROCESS_SECONDS + " s: "
                        + Files.readString(output, StandardCharsets.UTF_8));
            }
            return new Result(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
        } finally {
            process.destroyForcibly();
            process.waitFor(PROCESS_SECONDS, TimeUnit.SECONDS);
        }
    }
}
