package org.mwbench.injectors.bench;

import java.nio.file.Path;
import java.time.Duration;

/**
 * N virtual users (1000 by default), each calling a synthetic target that takes 50 ms,
 * with no think time: the ideal throughput is N / 50 ms (20,000 calls/s for 1000 users).
 * How close one agent gets, how much heap it needs, and whether every call made is stored.
 */
public final class ThousandUsers {
    /** The figures of one run. */
    public record Result(int users, double seconds, long calls, double callsPerSecond, double idealPerSecond,
                         long peakPopulation, long storedEvents, long peakHeapBytes, String threads) {
    }

    private ThousandUsers() {
    }

    /** @param threads platform, virtual or auto: the runner's {@code threads=} */
    public static Result measure(int users, Duration serviceTime, Duration duration, String threads, Path workDir)
            throws Exception {
        Duration warmup = Duration.ofSeconds(2);
        String scenario = ScenarioBench.scenario(
                "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\""
                        + serviceTime.toNanos() + "ns\"/></params></use>",
                "<sample use=\"t\" name=\"call\"/>",
                ScenarioBench.closedGroup(users, (warmup.toNanos() + duration.toNanos()) / 1e9));
        Path folder = workDir.resolve("users-" + users);
        ScenarioBench.Result result = ScenarioBench.run(scenario, "warmup=" + warmup.toMillis() + "ms threads=" + threads,
                folder, duration.toMillis() * 5 + 120_000);
        long stored = ScenarioBench.storedEvents(folder);
        ScenarioBench.delete(folder);
        double seconds = duration.toNanos() / 1e9;
        return new Result(users, seconds, result.calls() + result.warmupCalls(), result.calls() / seconds,
                users / (serviceTime.toNanos() / 1e9), result.peakPopulation(), stored, result.peakHeapBytes(), threads);
    }
}
