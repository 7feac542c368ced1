package org.mwbench.bench.footprint;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * {@code mwbench bench footprint}: what each middleware costs in memory and threads, after
 * Krishna et al. (CCMPerf), who measured the footprint of CORBA component servers beside their
 * latency. For one middleware:
 * <ol>
 *   <li>its server starts in a JVM of its own ({@code mwbench server PROTOCOL}); a C++ server is
 *       that JVM's native child, and the child is what is measured;</li>
 *   <li>a client JVM of its own ({@link FootprintClient}) warms the server up with a bounded
 *       load (the server and client are then stopped; the connections are measured against a
 *       fresh pair, see {@link #measure});</li>
 *   <li>idle: after the warm-up, a full GC in the server, then its footprint;</li>
 *   <li>under load: a second bounded load, and half-way through it a full GC in the server,
 *       then its footprint; the load goes on until the measure is done;</li>
 *   <li>a fresh client JVM reads its own footprint after a full GC, then opens connections, N
 *       after N (1, then 50...), each with one {@code ping}, and reads it again; the growth
 *       divided by N is the client's footprint per connection. The server is read at the same
 *       moments, after a full GC too.</li>
 * </ol>
 * Every process it starts is stopped before it returns, failed or not.
 */
public final class FootprintBench {
    /** Time for the server to end the threads of connections just closed, before idle is read. */
    private static final Duration SETTLE = Duration.ofSeconds(1);
    private static final Duration FIGURES_BOUND = Duration.ofSeconds(60);
    /** How much longer than asked the measured load may run while the server is measured. */
    private static final Duration LOAD_OVERRUN = Duration.ofSeconds(120);

    private FootprintBench() {
    }

    /**
     * What to measure with.
     *
     * @param connections connection counts, each measured with that many connections open at once
     * @param loadThreads the load's threads, each with a connection of its own
     * @param warmup      the warm-up load's length
     * @param load        the measured load's length
     * @param maxCalls    the most calls each load makes, whatever its length
     * @param callTimeout every call's timeout
     * @param serverJvm   the server JVM's options
     * @param clientJvm   the client JVM's options
     */
    public record Settings(List<Integer> connections, int loadThreads, Duration warmup, Duration load, long maxCalls,
                           Duration callTimeout, List<String> serverJvm, List<String> clientJvm) {
        public Settings {
            if (connections.isEmpty() || connections.stream().anyMatch(count -> count < 1)) {
                throw new IllegalArgumentException("connections must be whole numbers above 0, not " + connections);
            }
            connections = List.copyOf(new TreeSet<>(connections));
            if (loadThreads < 1) {
                throw new IllegalArgumentException("load threads must be at least 1, not " + loadThreads);
            }
            if (maxCalls < 1) {
                throw new IllegalArgumentException("the calls of a load must be at least 1, not " + maxCalls);
            }
            if (load.isZero() || load.isNegative()) {
                throw new IllegalArgumentException("the load's length must be above 0, not " + load);
            }
        }
    }

    /** A middleware server in a process of its own. */
    public interface Server extends AutoCloseable {
        String endpoint();

        ProcessHandle process();
    }

    /** Starts a server, as {@code mwbench server PROTOCOL} in a JVM of its own. */
    @FunctionalInterface
    public interface ServerStarter {
        Server start(String protocol, List<String> jvmOptions, Path log) throws IOException;
    }

    /**
     * Measures one middleware; a failure is a row saying why, never an exception. Each part has
     * a server and a client JVM of its own, fresh: the server's idle figures then hold nothing
     * that 50 connections left behind (a grown thread pool), its threads per connection are not
     * hidden by threads the load left idle in a cache (RMI keeps them a minute), and the client's
     * "before" holds none of the middleware's classes.
     */
    public static FootprintRow measure(String protocol, Settings settings, ServerStarter starter, Path work,
                                       Consumer<String> progress) {
        try {
            ServerPhases phases;
            try (Part part = Part.start("load", protocol, settings, starter, work, progress)) {
                phases = serverPhases(part);
            }
            try (Part part = Part.start("connections", protocol, settings, starter, work, progress)) {
                List<FootprintRow.Connections> steps = connectionSteps(part);
                return new FootprintRow(protocol, part.jvm ? "JVM" : "native " + program(part.measured), part.client.library(),
                        phases.idle, phases.loaded, phases.load, steps, null);
            }
        } catch (Exception e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage();
            return FootprintRow.failed(protocol, message.replace('\n', ' '));
        }
    }

    /** One part of a measure: a server, the process measured in it, and a client JVM. */
    private static final class Part implements AutoCloseable {
        final Settings settings;
        final Path work;
        final Server server;
        final ProcessHandle measured;
        final boolean jvm;
        ClientJvm client;

        private Part(Settings settings, Path work, Server server) {
            this.settings = settings;
            this.work = work;
            this.server = server;
            this.measured = measuredProcess(server.process());
            this.jvm = measured.pid() == server.process().pid();
        }

        static Part start(String name, String protocol, Settings settings, ServerStarter starter, Path work,
                          Consumer<String> progress) throws Exception {
            Part part = new Part(settings, work, starter.start(protocol, settings.serverJvm(),
                    work.resolve(protocol + "-" + name + "-server.log")));
            try {
                part.client = ClientJvm.start(protocol, part.server.endpoint(), settings.callTimeout(), settings.clientJvm(),
                        work.resolve(protocol + "-" + name + "-client.log"));
            } catch (Exception e) {
                part.close();
                throw e;
            }
            progress.accept(String.format("%s: %s: server pid %d%s, client JVM pid %d", protocol, name,
                    part.server.process().pid(), part.jvm ? "" : " (measured: its native child " + part.measured.pid() + ")",
                    part.client.pid()));
            return part;
        }

        Footprint server() throws IOException {
            return serverFigures(measured.pid(), jvm, work);
        }

        /** The client first, then the server, whatever fails. */
        @Override
        public void close() throws Exception {
            try {
                if (client != null) {
                    client.close();
                }
            } finally {
                server.close();
            }
        }
    }

    private record ServerPhases(Footprint idle, Footprint loaded, FootprintRow.Load load) {
    }

    /** Warm-up, idle, then under load. */
    private static ServerPhases serverPhases(Part part) throws Exception {
        Settings settings = part.settings;
        ClientJvm client = part.client;
        loadCommand(client, settings, settings.warmup());
        client.await("loaded", loadBound(settings, settings.warmup()));
        Thread.sleep(SETTLE.toMillis());
        Footprint idle = part.server();
        // The load runs until stopped, so that it still runs however long the measure takes on a
        // busy machine; its calls cap (and a generous time cap) bound it all the same.
        long loadStart = System.nanoTime();
        loadCommand(client, settings, settings.load().plus(LOAD_OVERRUN));
        Thread.sleep(settings.load().toMillis() / 2);
        Footprint loaded = part.server();
        boolean measuredUnderLoad = !client.hasAnswer(); // no "loaded" yet: the calls cap did not end it first
        long left = settings.load().toMillis() - (System.nanoTime() - loadStart) / 1_000_000;
        if (left > 0 && measuredUnderLoad) {
            Thread.sleep(left);
        }
        client.send("stop");
        String[] outcome = client.await("loaded", loadBound(settings, settings.load().plus(LOAD_OVERRUN))).split(" ", 4);
        FootprintRow.Load load = new FootprintRow.Load(settings.loadThreads(), Long.parseLong(outcome[0]),
                Long.parseLong(outcome[1]), Double.parseDouble(outcome[2]), outcome.length > 3 ? outcome[3] : null,
                measuredUnderLoad);
        return new ServerPhases(idle, loaded, load);
    }

    /**
     * N connections after N, each N read in both processes after a full GC in each; the growth
     * from before any, per connection.
     */
    private static List<FootprintRow.Connections> connectionSteps(Part part) throws Exception {
        Settings settings = part.settings;
        ClientJvm client = part.client;
        List<FootprintRow.Connections> steps = new ArrayList<>();
        Footprint serverBefore = part.server();
        Footprint clientBefore = clientFigures(client);
        for (int count : settings.connections()) {
            client.ask("open " + count, "opened", settings.callTimeout().multipliedBy(count).plusSeconds(30));
            Footprint clientNow = clientFigures(client);
            Footprint serverNow = part.server();
            steps.add(new FootprintRow.Connections(count, clientNow.perConnection(clientBefore, count),
                    serverNow.perConnection(serverBefore, count)));
        }
        client.ask("close", "closed", settings.callTimeout().plusSeconds(30));
        return steps;
    }

    private static void loadCommand(ClientJvm client, Settings settings, Duration length) throws IOException {
        client.ask("load " + settings.loadThreads() + " " + length.toMillis() + " " + settings.maxCalls(), "loading",
                settings.callTimeout().multipliedBy(settings.loadThreads()).plusSeconds(30));
    }

    private static Duration loadBound(Settings settings, Duration length) {
        return length.plus(settings.callTimeout()).plusSeconds(30);
    }

    private static Footprint clientFigures(ClientJvm client) throws IOException {
        return Footprint.fromLine(client.ask("figures", "figures", FIGURES_BOUND));
    }

    /** A process's /proc figures alone: no GC, nothing attached. */
    private static Footprint procOnly(long pid) throws IOException {
        return Footprint.ofNative(ProcessStatus.read(pid), ProcessStatus.sockets(pid));
    }

    /** A server's figures: a JVM's after a full GC ({@code jcmd}), a native process's from /proc. */
    static Footprint serverFigures(long pid, boolean jvm, Path work) throws IOException {
        if (!jvm) {
            return procOnly(pid);
        }
        HotSpotCounters counters = HotSpotCounters.afterFullGc(pid, work);
        return Footprint.ofJvm(ProcessStatus.read(pid), counters.heapUsedBytes(), counters.javaThreads(),
                counters.loadedClasses(), counters.metaspaceBytes(), ProcessStatus.sockets(pid));
    }

    /**
     * The process whose footprint is the middleware's: a C++ server's native process, the child
     * of the JVM that launched it, else the server's JVM itself.
     */
    static ProcessHandle measuredProcess(ProcessHandle server) {
        Optional<ProcessHandle> child = server.children().filter(process -> !program(process).equals("java")).findFirst();
        return child.orElse(server);
    }

    private static String program(ProcessHandle process) {
        String command = process.info().command().orElse("?");
        return command.substring(command.lastIndexOf('/') + 1);
    }
}
