package org.mwbench.injectors.bench;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.HdrHistogram.Histogram;

/**
 * An open-model run at a fixed arrival rate against a synthetic target that freezes for D
 * ms every P seconds, the case coordinated omission hides: latencies taken from each
 * call's actual start look fine, because calls due during a freeze start late and their
 * wait is never measured; latencies from the intended start show the freeze in the tail.
 */
public final class CoordinatedOmission {
    /** Percentiles in ns, from the intended start and from the actual start. */
    public record Result(long calls, long lateStarts, Histogram fromIntended, Histogram fromActual) {
    }

    private CoordinatedOmission() {
    }

    public static Result measure(int ratePerSecond, Duration serviceTime, Duration stallEvery, Duration stallFor,
                                 int concurrency, Duration duration, Path workDir) throws Exception {
        double seconds = duration.toNanos() / 1e9;
        String scenario = ScenarioBench.scenario(
                "<use id=\"t\" name=\"synthetic-target\"><params>"
                        + "<param name=\"service_time\" value=\"" + serviceTime.toNanos() + "ns\"/>"
                        + "<param name=\"stall_every\" value=\"" + stallEvery.toNanos() + "ns\"/>"
                        + "<param name=\"stall_for\" value=\"" + stallFor.toNanos() + "ns\"/></params></use>",
                "<sample use=\"t\" name=\"call\"/>",
                "<group behavior=\"b\" model=\"open\" concurrency=\"" + concurrency + "\"><ramp style=\"crenel_hv\"><points>"
                        + "<point x=\"0\" y=\"" + ratePerSecond + "\"/><point x=\"" + seconds + "\" y=\"" + ratePerSecond
                        + "\"/></points></ramp></group>");
        Path folder = workDir.resolve("omission");
        ScenarioBench.run(scenario, "", folder, duration.toMillis() * 5 + 60_000);
        Histogram intended = new Histogram(3);
        Histogram actual = new Histogram(3);
        long calls = 0;
        long late = 0;
        try (BufferedReader in = Files.newBufferedReader(folder.resolve("action"))) {
            in.readLine();
            String line;
            while ((line = in.readLine()) != null) {
                String[] fields = line.split(",", 10);
                long durationNanos = Long.parseLong(fields[5]);
                long delay = Long.parseLong(fields[6]);
                actual.recordValue(durationNanos);
                intended.recordValue(durationNanos + Math.max(0, delay));
                late += delay > 1_000_000 ? 1 : 0;
                calls++;
            }
        }
        ScenarioBench.delete(folder);
        return new Result(calls, late, intended, actual);
    }
}
