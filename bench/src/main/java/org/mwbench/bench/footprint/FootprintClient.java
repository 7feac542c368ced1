package org.mwbench.bench.footprint;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.platform.plugin.PluginFolders;
import org.mwbench.platform.probe.JvmFigures;

/**
 * The client JVM of {@code mwbench bench footprint}: one middleware's client, in a JVM of its
 * own so that its classes, threads and memory are the middleware's and the harness's only. The
 * parent ({@link FootprintBench}) drives it over its standard input, one command a line, and
 * reads its answers on its standard output, each line starting with {@value #PREFIX} (the
 * middleware's own output goes to standard error). It ends when its input closes, so a parent
 * that dies takes it along.
 *
 * <p>Commands: {@code figures} (a full GC, then its own footprint), {@code open N} (opens
 * connections until N are open, each making one {@code ping} so that it really connects:
 * many middleware connect lazily), {@code close} (closes them), {@code load THREADS SECONDS
 * CALLS} (THREADS connections of their own calling {@code ping} in a closed loop until {@code stop},
 * SECONDS or CALLS in all, whichever comes first; answers {@code loading} once they call, then
 * {@code loaded CALLS ERRORS SECONDS [FIRST_ERROR]}; commands are read while it runs), {@code stop},
 * {@code exit}.
 */
public final class FootprintClient {
    /** What starts each answer line, so that a middleware printing on standard output cannot be taken for one. */
    static final String PREFIX = "footprint: ";

    private final MiddlewareClient client;
    private final String endpoint;
    private final ClientSettings settings;
    private final PrintStream answers;
    private final List<BenchmarkConnection> open = new ArrayList<>();
    private final AtomicBoolean stopLoad = new AtomicBoolean();

    private FootprintClient(MiddlewareClient client, String endpoint, ClientSettings settings, PrintStream answers) {
        this.client = client;
        this.endpoint = endpoint;
        this.settings = settings;
        this.answers = answers;
    }

    /** {@code FootprintClient PROTOCOL ENDPOINT CALL_TIMEOUT_MS}. */
    public static void main(String[] args) throws Exception {
        PrintStream answers = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        System.setOut(System.err); // the middleware's prints must not mix with the answers
        if (args.length != 3) {
            answers.println(PREFIX + "error usage: FootprintClient PROTOCOL ENDPOINT CALL_TIMEOUT_MS");
            System.exit(2);
        }
        MiddlewareClient client = Middlewares.client(args[0], PluginFolders.loaderFor(args[0]));
        new FootprintClient(client, args[1], ClientSettings.withTimeout(Duration.ofMillis(Long.parseLong(args[2]))),
                answers).serve();
        System.exit(0);
    }

    private void serve() throws Exception {
        answer("ready " + client.library());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.strip().split(" ");
            try {
                switch (words[0]) {
                    case "figures" -> answer("figures " + ownFootprint().toLine());
                    case "open" -> {
                        openUntil(Integer.parseInt(words[1]));
                        answer("opened " + open.size());
                    }
                    case "close" -> {
                        closeAll(open);
                        answer("closed");
                    }
                    case "load" -> startLoad(Integer.parseInt(words[1]), Duration.ofMillis(Long.parseLong(words[2])),
                            Long.parseLong(words[3]));
                    case "stop" -> stopLoad.set(true);
                    case "exit" -> {
                        closeAll(open);
                        return;
                    }
                    default -> answer("error unknown command '" + line + "'");
                }
            } catch (Exception e) {
                answer("error " + oneLine(e));
            }
        }
        closeAll(open);
    }

    /**
     * This JVM's footprint after a full GC. {@code MemoryMXBean.gc()} is {@code System.gc()}: a
     * full, stop-the-world collection on G1, Serial and Parallel unless
     * {@code -XX:+ExplicitGCInvokesConcurrent}.
     */
    static Footprint ownFootprint() throws IOException {
        ManagementFactory.getMemoryMXBean().gc();
        JvmFigures jvm = JvmFigures.readLocal();
        long metaspace = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getName().equals("Metaspace")).mapToLong(pool -> pool.getUsage().getUsed())
                .findFirst().orElse(Footprint.NONE);
        long pid = ProcessHandle.current().pid();
        return Footprint.ofJvm(ProcessStatus.read(pid), jvm.heapUsed(), jvm.threads(), jvm.loadedClasses(), metaspace,
                ProcessStatus.sockets(pid));
    }

    private void openUntil(int count) throws Exception {
        while (open.size() < count) {
            BenchmarkConnection connection = client.connect(endpoint, settings);
            open.add(connection);
            connection.ping();
        }
    }

    /**
     * Starts a load on a thread of its own, so that this JVM goes on reading commands ({@code stop})
     * while it runs.
     */
    private void startLoad(int threads, Duration duration, long maxCalls) {
        stopLoad.set(false);
        Thread load = new Thread(() -> {
            try {
                load(threads, duration, maxCalls);
            } catch (Exception e) {
                answer("error " + oneLine(e));
            }
        }, "footprint-load-driver");
        load.setDaemon(true);
        load.start();
    }

    /** The load: its own connections, opened before the start, each a closed loop of pings. */
    private void load(int threads, Duration duration, long maxCalls) throws Exception {
        List<BenchmarkConnection> connections = new ArrayList<>();
        String outcome;
        try {
            for (int i = 0; i < threads; i++) {
                connections.add(client.connect(endpoint, settings));
            }
            AtomicLong calls = new AtomicLong();
            AtomicLong errors = new AtomicLong();
            AtomicReference<String> firstError = new AtomicReference<>();
            long start = System.nanoTime();
            long end = start + duration.toNanos();
            List<Thread> callers = new ArrayList<>();
            for (BenchmarkConnection connection : connections) {
                Thread caller = new Thread(() -> {
                    while (!stopLoad.get() && System.nanoTime() < end && calls.incrementAndGet() <= maxCalls) {
                        try {
                            connection.ping();
                        } catch (Exception e) {
                            errors.incrementAndGet();
                            firstError.compareAndSet(null, oneLine(e));
                        }
                    }
                }, "footprint-load");
                caller.setDaemon(true);
                callers.add(caller);
            }
            callers.forEach(Thread::start);
            answer("loading");
            for (Thread caller : callers) {
                caller.join(duration.toMillis() + settings.callTimeoutMillis() + 10_000L);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            long made = Math.min(calls.get(), maxCalls);
            outcome = made + " " + errors.get() + " " + seconds + (firstError.get() == null ? "" : " " + firstError.get());
        } finally {
            closeAll(connections);
        }
        answer("loaded " + outcome); // once its connections are closed: the server is idle after it
    }

    private static void closeAll(List<BenchmarkConnection> connections) {
        for (BenchmarkConnection connection : connections) {
            try {
                connection.close();
            } catch (Exception e) {
                System.err.println("closing a connection: " + e);
            }
        }
        connections.clear();
    }

    private void answer(String text) {
        answers.println(PREFIX + text);
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? "" : ": " + e.getMessage();
        return (e.getClass().getSimpleName() + message).replace('\n', ' ').replace('\r', ' ');
    }
}
