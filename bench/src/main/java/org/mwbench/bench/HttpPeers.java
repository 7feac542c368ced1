package org.mwbench.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.peer.PeerTool;
import org.mwbench.injectors.middleware.InstalledMiddleware;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * {@code mwbench bench http}: every installed client of the {@code http-json} server (each
 * HTTP/JSON variant and the bare floor) and every installed peer tool (JMeter's HTTP sampler),
 * against one server, in one run, at each thread count: a closed loop of {@code ping}s with no
 * think time, one connection (or JMeter sampler) per thread, a warm-up, then a measured window.
 * For each row, its calls/s and its median, timed by mwbench around each call ({@code nanoTime},
 * HdrHistogram), and for a peer tool also the median the tool itself reports.
 *
 * <p>It answers this question: the same server measured 5,000 calls/s through one client
 * and 12,000 through JMeter's, so an HTTP row measures its client as much as its server. The
 * rows of one thread count run one after the other, never at once, as the loop of Demarey et
 * al. 2004 runs its middleware.
 */
public final class HttpPeers {
    /** The system property naming the folder of peer tools, one folder each ({@code peers/} in the distribution). */
    public static final String PEERS_PROPERTY = "mwbench.peers";
    /** The server protocol whose clients are compared. */
    public static final String SERVER_PROTOCOL = "http-json";

    private HttpPeers() {
    }

    /** One row of the table: a client (or tool) at one thread count. */
    public record Row(String name, String library, int threads, long calls, long errors, String firstError,
                      double seconds, Histogram latency, Histogram toolLatency, String toolResolution) {
        public double callsPerSecond() {
            return calls / seconds;
        }

        /** mwbench's median of the row, in ns. */
        public long medianNanos() {
            return latency.getTotalCount() == 0 ? 0 : latency.getValueAtPercentile(50);
        }

        /** Whether it is another tool's row, whose own figures are given too. */
        public boolean peer() {
            return toolLatency != null;
        }
    }

    /**
     * What a row calls with: its name, the library it calls through, the resolution of the
     * tool's own figures (null for mwbench's clients), and how a measuring thread opens a caller
     * of its own.
     */
    private record Subject(String name, String library, String toolResolution, Opener opener) {
        Caller open(String endpoint, Duration timeout) throws Exception {
            return opener.open(endpoint, timeout);
        }
    }

    @FunctionalInterface
    private interface Opener {
        Caller open(String endpoint, Duration timeout) throws Exception;
    }

    private interface Caller extends AutoCloseable {
        /** One call; the tool's own time in ns, or -1 for mwbench's clients. */
        long call() throws Exception;
    }

    /** The rows' subjects found here: mwbench's clients of {@value #SERVER_PROTOCOL}, then the peer tools. */
    private static List<Subject> subjects() {
        List<Subject> subjects = new ArrayList<>();
        for (MiddlewareClient client : InstalledMiddleware.clientsOf(SERVER_PROTOCOL)) {
            subjects.add(new Subject(client.protocol(), client.library(), null, (endpoint, timeout) -> {
                BenchmarkConnection connection = client.connect(endpoint, ClientSettings.withTimeout(timeout));
                return new Caller() {
                    @Override
                    public long call() throws Exception {
                        connection.ping();
                        return -1;
                    }

                    @Override
                    public void close() throws Exception {
                        connection.close();
                    }
                };
            }));
        }
        for (ClassLoader loader : PluginFolders.loadersUnder(PEERS_PROPERTY)) {
            for (PeerTool tool : ServiceLoader.load(PeerTool.class, loader)) {
                subjects.add(new Subject(tool.id(), tool.name(), tool.resolution(), (endpoint, timeout) -> {
                    PeerTool.Sampler sampler = tool.sampler(endpoint, timeout);
                    return new Caller() {
                        @Override
                        public long call() throws Exception {
                            return sampler.sample();
                        }

                        @Override
                        public void close() throws Exception {
                            sampler.close();
                        }
                    };
                }));
            }
        }
        return subjects;
    }

    /**
     * Measures every row, thread count after thread count, {@code rounds} times over, and hands
     * each measured row over as soon as it is measured. Each row of the result is, of its rounds,
     * the one with the median calls/s: on a noisy machine the rounds interleave the rows, so that
     * a burst of other work lands on one round of each rather than on every round of one.
     */
    public static List<Row> measure(String endpoint, List<Integer> threadCounts, int rounds, Duration warmup,
                                    Duration duration, Duration timeout, Consumer<Row> measured) throws Exception {
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds must be at least 1, not " + rounds);
        }
        List<Subject> subjects = subjects();
        if (subjects.isEmpty()) {
            throw new IllegalStateException("no client of the " + SERVER_PROTOCOL + " server is installed");
        }
        List<List<Row>> byRow = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            int index = 0;
            for (int threads : threadCounts) {
                for (Subject subject : subjects) {
                    Row row = measure(subject, endpoint, threads, warmup, duration, timeout);
                    if (round == 0) {
                        byRow.add(new ArrayList<>());
                    }
                    byRow.get(index++).add(row);
                    measured.accept(row);
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (List<Row> ofOneRow : byRow) {
            ofOneRow.sort(java.util.Comparator.comparingDouble(Row::callsPerSecond));
            rows.add(ofOneRow.get(ofOneRow.size() / 2));
        }
        return rows;
    }

    private static Row measure(Subject subject, String endpoint, int threads, Duration warmup, Duration duration,
                               Duration timeout) throws Exception {
        Worker[] workers = new Worker[threads];
        CyclicBarrier ready = new CyclicBarrier(threads + 1);
        long[] window = new long[2];
        List<Thread> running = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            workers[i] = new Worker(subject, endpoint, timeout, ready, window);
            Thread thread = new Thread(workers[i], "bench-http-" + subject.name() + "-" + i);
            thread.setDaemon(true);
            running.add(thread);
            thread.start();
        }
        ready.await(timeout.toMillis() * 2 + 10_000, TimeUnit.MILLISECONDS); // every caller opened
        long start = System.nanoTime() + warmup.toNanos();
        window[0] = start;
        window[1] = start + duration.toNanos();
        ready.await(); // go
        for (Thread thread : running) {
            thread.join(warmup.toMillis() + duration.toMillis() + timeout.toMillis() * 2 + 10_000);
        }
        Histogram latency = newHistogram();
        Histogram tool = subject.toolResolution() == null ? null : newHistogram();
        long calls = 0;
        long errors = 0;
        String firstError = null;
        for (Worker worker : workers) {
            if (worker.failure != null) {
                throw new IllegalStateException(subject.name() + ": " + worker.failure, worker.failure);
            }
            latency.add(worker.latency);
            if (tool != null) {
                tool.add(worker.tool);
            }
            calls += worker.calls;
            errors += worker.errors;
            firstError = firstError == null ? worker.firstError : firstError;
        }
        return new Row(subject.name(), subject.library(), threads, calls, errors, firstError,
                duration.toNanos() / 1e9, latency, tool, subject.toolResolution());
    }

    private static Histogram newHistogram() {
        return new Histogram(TimeUnit.MINUTES.toNanos(1), 3);
    }

    /**
     * One thread's closed loop: opens its caller and makes one call, waits for the others, warms up,
     * then measures. The first call is made before the clock starts because it pays for what only
     * happens once (the client library's and the server's handler classes loading, the connection's
     * handshake): on a loaded machine it took longer than a short warm-up and measured window
     * together, and the row counted no call. It also proves the client works before it is timed.
     */
    private static final class Worker implements Runnable {
        private final Subject subject;
        private final String endpoint;
        private final Duration timeout;
        private final CyclicBarrier ready;
        private final long[] window;
        final Histogram latency = newHistogram();
        final Histogram tool = newHistogram();
        long calls;
        long errors;
        String firstError;
        Exception failure;

        Worker(Subject subject, String endpoint, Duration timeout, CyclicBarrier ready, long[] window) {
            this.subject = subject;
            this.endpoint = endpoint;
            this.timeout = timeout;
            this.ready = ready;
            this.window = window;
        }

        @Override
        public void run() {
            try (Caller caller = subject.open(endpoint, timeout)) {
                caller.call();
                ready.await();
                ready.await();
                long start = window[0];
                long end = window[1];
                long now = System.nanoTime();
                while (now < end) {
                    long before = now;
                    long toolNanos;
                    try {
                        toolNanos = caller.call();
                    } catch (Exception e) {
                        toolNanos = Long.MIN_VALUE;
                        if (before >= start) {
                            errors++;
                            firstError = firstError == null ? e.toString() : firstError;
                        }
                    }
                    now = System.nanoTime();
                    if (before >= start && toolNanos != Long.MIN_VALUE) {
                        calls++;
                        latency.recordValue(Math.min(now - before, latency.getHighestTrackableValue()));
                        if (toolNanos >= 0) {
                            tool.recordValue(Math.min(toolNanos, tool.getHighestTrackableValue()));
                        }
                    }
                }
            } catch (Exception e) {
                failure = e;
                ready.reset();
            }
        }
    }
}
