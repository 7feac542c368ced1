package org.mwbench.results.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.model.StepMean;
import org.mwbench.results.model.TestCase;
import org.mwbench.results.model.Testbed;
import org.mwbench.results.model.TestbedAgent;
import org.mwbench.results.store.RunFolderReader;

/**
 * Runs shaped like latency-ping campaigns, made up with a fixed seed: the {@link #MIDDLEWARE} x
 * {@link #OPERATIONS} below, 2 series each, 20,000 calls per measure (log-normal durations around 50-200 µs,
 * so histograms of realistic size), 10 step means per series. For the engine comparison only.
 */
final class SyntheticRuns {
    static final String[] MIDDLEWARE = {"corba-jacorb", "rmi", "grpc"};
    static final String[] OPERATIONS = {"ping", "string 1024"};

    private SyntheticRuns() {
    }

    static List<ResultRun> make(int count, long seed) {
        Random random = new Random(seed);
        Testbed testbed = Testbed.of(null, List.of(new TestbedAgent("local host", "bench-host", "Bench CPU", 2,
                1L << 30, "Linux 6.1", "amd64", "17.0.15", "OpenJDK 64-Bit Server VM", "G1", "-Xmx1g")));
        List<ResultRun> runs = new ArrayList<>();
        long start = 1_790_000_000_000L;
        for (int r = 0; r < count; r++) {
            List<Measure> measures = new ArrayList<>();
            List<StepMean> steps = new ArrayList<>();
            for (int series = 1; series <= 2; series++) {
                for (int m = 0; m < MIDDLEWARE.length; m++) {
                    for (int o = 0; o < OPERATIONS.length; o++) {
                        String type = MIDDLEWARE[m] + " " + OPERATIONS[o];
                        Histogram histogram = new Histogram(3);
                        double median = 50_000 * (m + 1) * (o + 1);
                        for (int call = 0; call < 20_000; call++) {
                            histogram.recordValue((long) (median * Math.exp(0.3 * random.nextGaussian())));
                        }
                        TestCase testCase = new TestCase(MIDDLEWARE[m], "", OPERATIONS[o], o == 0 ? -1 : 1024, 1);
                        measures.add(new Measure(series, "loop", type, testCase, 20_000, 0, "", 100, 5000.0,
                                histogram.getMean(), (double) histogram.getMinValue(), (double) histogram.getMaxValue(),
                                histogram.getStdDeviation(), (double) histogram.getValueAtPercentile(50),
                                (double) histogram.getValueAtPercentile(90), (double) histogram.getValueAtPercentile(99),
                                (double) histogram.getValueAtPercentile(99.9), "EVERY_CALL",
                                RunFolderReader.encode(histogram)));
                        for (int step = 0; step < 10; step++) {
                            steps.add(new StepMean(series, "loop", type, step, 2000, histogram.getMean()));
                        }
                    }
                }
            }
            String folder = String.format("latency-ping_%05d", r);
            runs.add(new ResultRun(ResultRun.idOf("latency-ping", folder, r), folder, "latency-ping", "#CLIF test plan\n",
                    null, 2, start + r * 60_000L, start + r * 60_000L + 30_000, "bench", null, 0, false, testbed,
                    List.of(), List.of(), measures, steps, List.of()).canonical());
        }
        return runs;
    }
}
