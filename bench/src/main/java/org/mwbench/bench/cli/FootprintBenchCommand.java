package org.mwbench.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.mwbench.bench.footprint.FootprintBench;
import org.mwbench.bench.footprint.FootprintRow;
import org.mwbench.bench.footprint.FootprintTable;
import org.mwbench.injectors.middleware.InstalledMiddleware;
import org.mwbench.platform.blade.Durations;
import picocli.CommandLine.Command;
import picocli.CommandLine.ExitCode;
import picocli.CommandLine.Option;

/** {@code mwbench bench footprint}: every middleware's footprint, after Krishna et al. (CCMPerf). */
@Command(name = "footprint", mixinStandardHelpOptions = true,
        description = "Every middleware's footprint, after Krishna et al. (CCMPerf): its server's RSS, heap after a full GC, "
                + "threads and loaded classes at idle and under load, each server in a JVM of its own (a C++ server: its "
                + "native process, /proc figures only); and its client's, per connection, in a client JVM of its own, "
                + "before and after opening N connections. Prints the tables ranked and writes them as CSV and JSON.")
final class FootprintBenchCommand extends BenchCommand.Benchmark {
    @Option(names = "--middleware", split = ",", paramLabel = "PROTOCOL",
            description = "The middleware to measure, in any case (default: every installed server).")
    List<String> middleware;

    @Option(names = "--connections", split = ",", defaultValue = "1,50",
            description = "Connection counts N; the client's footprint per connection is its growth over N "
                    + "(default: ${DEFAULT-VALUE}; a large N beats the noise).")
    List<Integer> connections;

    @Option(names = "--load-threads", defaultValue = "4",
            description = "Connections calling ping in closed loops, for the warm-up and the load (default: ${DEFAULT-VALUE}).")
    int loadThreads;

    @Option(names = "--warmup", defaultValue = "3s", description = "The warm-up load before idle is measured (default: ${DEFAULT-VALUE}).")
    String warmup;

    @Option(names = "--load-seconds", defaultValue = "6",
            description = "The load during which the server is measured, half-way (default: ${DEFAULT-VALUE} s).")
    String loadSeconds;

    @Option(names = "--load-calls", defaultValue = "10000000",
            description = "The most calls of the warm-up, and of the load, whatever their length: a bound; the load is "
                    + "stopped once the server is measured (default: ${DEFAULT-VALUE}).")
    long loadCalls;

    @Option(names = "--timeout", defaultValue = "10s", description = "Every call's timeout (default: ${DEFAULT-VALUE}).")
    String timeout;

    @Option(names = "--server-jvm", defaultValue = "-Xms16m -Xmx256m",
            description = "The server JVMs' options (default: ${DEFAULT-VALUE}: a small initial heap, so that after a full GC "
                    + "the heap shrinks and RSS shows what the middleware keeps).")
    String serverJvm;

    @Option(names = "--client-jvm", defaultValue = "-Xms16m -Xmx256m",
            description = "The client JVMs' options (default: ${DEFAULT-VALUE}).")
    String clientJvm;

    @Option(names = "--output", paramLabel = "DIR",
            description = "Where footprint.csv, footprint.json, footprint.txt and the JVMs' logs go (default: a new temporary folder).")
    Path output;

    @Override
    int measure(PrintWriter out) throws Exception {
        FootprintBench.Settings settings;
        List<String> protocols = new java.util.ArrayList<>();
        try {
            settings = new FootprintBench.Settings(connections, loadThreads, Durations.parse(warmup, "s"),
                    Durations.parse(loadSeconds, "s"), loadCalls, Durations.parse(timeout, "s"), words(serverJvm),
                    words(clientJvm));
            for (String name : middleware == null ? InstalledMiddleware.protocols() : middleware) {
                protocols.add(InstalledMiddleware.protocolNamed(name));
            }
        } catch (IllegalArgumentException e) {
            return badOption(e);
        }
        Path work = output == null ? BenchCommand.workDir() : Files.createDirectories(output);
        BenchCommand.warningsOnly();
        out.printf("footprint of %d middleware (after Krishna et al. (CCMPerf)), %s, %d cores; servers %s, clients %s; "
                        + "N = %s connections; load: %d connections, %s warm-up, %s measured half-way, at most %,d calls each%n",
                protocols.size(), Runtime.version(), Runtime.getRuntime().availableProcessors(), serverJvm, clientJvm,
                settings.connections(), loadThreads, warmup, loadSeconds + " s", loadCalls);
        out.printf("load average at the start: %.2f (other work on the machine moves RSS little, calls/s much)%n",
                BenchCommand.loadAverage());
        out.flush();
        List<FootprintRow> rows = new java.util.ArrayList<>();
        for (String protocol : protocols) {
            FootprintRow row = FootprintBench.measure(protocol, settings,
                    (name, options, log) -> BenchServer.start(BenchCommand.launcher(spec), name, options, log, 120), work, line -> {
                        out.println("  " + line);
                        out.flush();
                    });
            out.println("  " + protocol + (row.measured() ? ": measured" : ": FAILED: " + row.error()));
            out.flush();
            rows.add(row);
        }
        java.io.StringWriter table = new java.io.StringWriter();
        FootprintTable.print(new PrintWriter(table), rows);
        out.print(table);
        out.printf("load average at the end: %.2f%n",
                BenchCommand.loadAverage());
        Files.writeString(work.resolve("footprint.txt"), table.toString());
        Files.writeString(work.resolve("footprint.csv"), FootprintTable.csv(rows));
        Files.writeString(work.resolve("footprint.json"), FootprintTable.json(rows));
        out.printf("csv: %s%njson: %s%ntable and the JVMs' logs: %s%n", work.resolve("footprint.csv"),
                work.resolve("footprint.json"), work);
        out.flush();
        boolean complete = rows.stream().allMatch(row -> row.measured() && row.load().errors() == 0);
        return complete ? ExitCode.OK : ExitCode.SOFTWARE;
    }

    private static List<String> words(String options) {
        return options.isBlank() ? List.of() : List.of(options.strip().split("\\s+"));
    }
}
