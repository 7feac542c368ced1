package org.mwbench.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.mwbench.bench.footprint.ProcessStatus;
import org.mwbench.injectors.scenario.ScenarioRunner;
import org.mwbench.platform.blade.LiveStatisticsCost;
import org.mwbench.platform.event.ActionEventBuffer;

/**
 * N virtual users (1000 by default), each calling a synthetic target that takes 50 ms,
 * with no think time: the ideal throughput is N / 50 ms (20,000 calls/s for 1000 users).
 * How close one agent gets, how much memory each user costs, and whether every call made is
 * stored.
 *
 * <p>The target is asynchronous by default ({@code synthetic-target mode=async}): a user waiting
 * for its reply holds no thread, the target's timer thread completes the call, and the pool's
 * few workers run users between calls, as an injector with an asynchronous client (Gatling's)
 * does. That is what measures the injector itself at 10,000 users, on JDK 17 as on 25.
 *
 * <p>{@code blocking} is what the benchmark measured before: the target parks the caller, and a
 * blocking call holds its thread (the runner's pool shares threads only between users that
 * wait), so N users take N threads, as they would with a synchronous middleware client. Platform
 * threads serve about {@value #PLATFORM_USERS_PER_CORE} users per core here (measured: 1000
 * users on 2 cores, 100% of the ideal throughput; 10,000, on JDK 17 with the limit lifted, 13.5%
 * and 19.8% of it, with the kernel at 70 to 84% system time waking 10,000 threads 20 times a
 * second each), so a larger population on blocking platform threads is refused at once rather
 * than left to crawl; virtual threads (JDK 21+) carry more. {@code threads=auto}, the default,
 * takes virtual threads where the JDK has them.
 *
 * <p>Memory per user is the peak heap above the idle JVM's, over the users; it holds the
 * stored events' buffers, one {@link ActionEventBuffer} per thread that records, and the
 * figure beyond them takes those out (the pool's peak threads times a buffer's size).
 */
public final class ThousandUsers {
    /** Platform-thread users per core this benchmark accepts against a blocking target. */
    static final int PLATFORM_USERS_PER_CORE = 1000;
    /** The target's modes, as {@code synthetic-target}'s {@code mode} names them; the first is the default. */
    public static final List<String> TARGETS = List.of("async", "blocking");

    /**
     * The figures of one run.
     *
     * @param target          how the synthetic target served calls: {@code async} or {@code blocking}
     * @param threads         the threads the users ran on: platform or virtual ({@code auto} resolved)
     * @param heapPerUser     peak heap in use above the idle JVM's, per user, stored events included
     * @param residentPerUser peak resident memory above the JVM's before the run, per user; -1 where unknown
     * @param live            what the live statistics cost over the whole run (warm-up included), rolled once a second
     * @param runSeconds      the whole run's wall time, warm-up and stop included: what {@code live} is spread over
     * @param peakThreads     the most threads the users' pool ran at once; -1 where its file was not written
     */
    public record Result(int users, double seconds, long calls, double callsPerSecond, double idealPerSecond,
                         long peakPopulation, long storedEvents, long peakHeapBytes, String target, String threads,
                         long heapPerUser,
                         long residentPerUser, LiveStatisticsCost live, double runSeconds, int peakThreads) {
        /** The stored events' buffers per user at the pool's peak: one per thread; -1 where unknown. */
        public long eventBuffersPerUser() {
            return peakThreads < 0 ? -1 : (long) peakThreads * ActionEventBuffer.BYTES / users;
        }

        /** Heap per user beyond the stored events' buffers; -1 where unknown. */
        public long heapPerUserBeyondEvents() {
            return peakThreads < 0 ? -1 : Math.max(0, heapPerUser - eventBuffersPerUser());
        }
    }

    private ThousandUsers() {
    }

    /**
     * @param target  async or blocking: the synthetic target's {@code mode}
     * @param threads platform, virtual or auto: the runner's {@code threads=}
     * @throws IllegalArgumentException at once, for an unknown target, threads this JDK lacks or a
     *                                  population its threads cannot serve
     */
    public static Result measure(int users, Duration serviceTime, Duration duration, String target, String threads,
                                 Path workDir) throws Exception {
        String mode = target(target);
        String kind = resolve(threads, users, Runtime.getRuntime().availableProcessors(), virtualThreadsAvailable(),
                mode.equals("blocking"));
        Duration warmup = Duration.ofSeconds(2);
        String scenario = ScenarioBench.scenario(
                "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\""
                        + serviceTime.toNanos() + "ns\"/><param name=\"mode\" value=\"" + mode + "\"/></params></use>",
                "<sample use=\"t\" name=\"call\"/>",
                ScenarioBench.closedGroup(users, (warmup.toNanos() + duration.toNanos()) / 1e9));
        Path folder = workDir.resolve("users-" + users);
        System.gc();
        long idleHeap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        ProcessStatus before = ownStatus();
        long residentBefore = before == null ? -1 : before.residentBytes();
        ScenarioBench.Result result = ScenarioBench.run(scenario, "warmup=" + warmup.toMillis() + "ms threads=" + kind,
                folder, duration.toMillis() * 5 + 120_000);
        ProcessStatus after = ownStatus();
        long residentPeak = after == null ? -1 : after.peakResidentBytes();
        long stored = ScenarioBench.storedEvents(folder);
        int peakThreads = peakThreads(folder.resolve(ScenarioRunner.POOL_FILE));
        ScenarioBench.delete(folder);
        double seconds = duration.toNanos() / 1e9;
        return new Result(users, seconds, result.calls() + result.warmupCalls(), result.calls() / seconds,
                users / (serviceTime.toNanos() / 1e9), result.peakPopulation(), stored, result.peakHeapBytes(), mode, kind,
                Math.max(0, result.peakHeapBytes() - idleHeap) / users,
                residentBefore < 0 || residentPeak < 0 ? -1 : Math.max(0, residentPeak - residentBefore) / users,
                result.live(), result.seconds(), peakThreads);
    }

    /** The pool file's {@code peak_threads} ({@link ScenarioRunner#POOL_HEADER}); -1 when it is missing or unreadable. */
    static int peakThreads(Path poolFile) {
        try {
            List<String> lines = Files.readAllLines(poolFile);
            List<String> header = List.of(lines.get(0).substring(1).split(","));
            return Integer.parseInt(lines.get(1).split(",", -1)[header.indexOf("peak_threads")]);
        } catch (IOException | RuntimeException e) {
            return -1; // the figure is then not printed; the run's other figures stand
        }
    }

    /** The target's mode, checked: {@code async} or {@code blocking}. */
    static String target(String target) {
        String mode = target.toLowerCase(Locale.ROOT);
        if (!TARGETS.contains(mode)) {
            throw new IllegalArgumentException("--target must be async or blocking, not '" + target + "'");
        }
        return mode;
    }

    /**
     * The threads the users get: {@code auto} is virtual where the JDK has them. Against a blocking
     * target, where each user in a call holds a thread, a population beyond what platform threads
     * serve on these cores is refused, naming the ways out; an asynchronous target's users hold none.
     */
    static String resolve(String threads, int users, int cores, boolean virtualAvailable, boolean blockingTarget) {
        String kind = threads.toLowerCase(Locale.ROOT);
        if (kind.equals("auto")) {
            kind = virtualAvailable ? "virtual" : "platform";
        }
        if (kind.equals("virtual") && !virtualAvailable) {
            throw new IllegalArgumentException("--threads virtual needs JDK 21 or later; this is " + Runtime.version());
        }
        if (!kind.equals("virtual") && !kind.equals("platform")) {
            throw new IllegalArgumentException("--threads must be platform, virtual or auto, not '" + threads + "'");
        }
        int limit = PLATFORM_USERS_PER_CORE * cores;
        if (blockingTarget && kind.equals("platform") && users > limit) {
            throw new IllegalArgumentException(users + " users of a blocking target on platform threads is more than this "
                    + "machine's " + cores + " cores serve (at most " + limit + ", " + PLATFORM_USERS_PER_CORE + " per core: "
                    + "beyond, the run crawls for many minutes); use --target async, " + (virtualAvailable
                    ? "--threads virtual (or auto)" : "or run it on JDK 21 or later with --threads virtual")
                    + ", or fewer users");
        }
        return kind;
    }

    static boolean virtualThreadsAvailable() {
        try {
            Thread.class.getMethod("ofVirtual");
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** This JVM's /proc status (VmRSS: now, VmHWM: the peak so far); null off Linux. */
    private static ProcessStatus ownStatus() {
        try {
            return ProcessStatus.read(ProcessHandle.current().pid());
        } catch (IOException | RuntimeException e) {
            return null; // not Linux: no resident figure
        }
    }
}
