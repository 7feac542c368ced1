package org.mwbench.bench;

import java.nio.file.Path;
import java.time.Duration;
import org.HdrHistogram.Histogram;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.storage.ActionFileReader;

/**
 * An open-model run at a fixed arrival rate against a synthetic target that freezes for D
 * ms every P seconds, the case coordinated omission hides: latencies taken from each
 * call's actual start look fine, because calls due during a freeze start late and their
 * wait is never measured; latencies from the intended start show the freeze in the tail.
 */
public final class CoordinatedOmission {
    /**
     * Successful calls' latencies in ns, from the intended start ({@link org.mwbench.platform.event.OpenModel})
     * and from the actual start; late starts as {@link CallAccumulator#lateStarts} counts them.
     */
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
        // The one reader of action files and the one accumulator: the same rules as quickstats and the reports.
        CallAccumulator calls = new CallAccumulator();
        ActionFileReader.forEach(folder.resolve("action"), row -> row.addTo(calls));
        ScenarioBench.delete(folder);
        return new Result(calls.calls(), calls.lateStarts(), calls.latenciesFromIntendedStart(), calls.durations());
    }
}
