package org.mwbench.bench;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.Plugin;
import org.mwbench.platform.plugin.PluginRegistry;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;
import org.mwbench.platform.plugin.SessionObject;

/**
 * What mwbench itself costs per call: the synthetic target's no-op sample called in a bare
 * loop, then with a {@code System.nanoTime()} pair around it, then through the whole
 * scenario runner (bound behavior, timing, per-thread event buffer, HdrHistogram
 * recorders, the writer thread and its binary spool) with every event stored and with
 * histograms only. Same JVM, same run, so the figures compare. The action file's CSV rows are
 * written from the spool when the blade closes, after the calls: that cost is a close's, not a
 * call's, and is in none of these figures.
 *
 * <p>Pitfalls handled as JMH handles them: every path is warmed up before it is measured,
 * results are consumed into a volatile sink so the JIT cannot drop the loop, and the clock
 * is read only every 1024 bare iterations. Figures are per call and per thread: with 2
 * threads on 2 cores the writer and collector threads compete for the same cores, which
 * is part of the cost being measured.
 */
public final class HarnessOverhead {
    /** One line of the result. */
    public record Row(String path, int threads, long calls, double nanosPerCall, double ratioToBare) {
    }

    private static final Duration WARMUP = Duration.ofSeconds(1);
    static volatile long sink;

    private HarnessOverhead() {
    }

    public static List<Row> measure(List<Integer> threadCounts, Duration duration, Path workDir) throws Exception {
        Sample noop = noopSample();
        List<Row> rows = new ArrayList<>();
        for (int threads : threadCounts) {
            bare(noop, threads, WARMUP, false);
            double bare = bare(noop, threads, duration, false);
            rows.add(new Row("bare loop", threads, Math.round(threads * duration.toNanos() / bare), bare, 1));
            bare(noop, threads, WARMUP, true);
            double timed = bare(noop, threads, duration, true);
            rows.add(new Row("bare loop + nanoTime pair", threads, Math.round(threads * duration.toNanos() / timed), timed,
                    timed / bare));
            for (String events : List.of("all", "histograms")) {
                String scenario = ScenarioBench.scenario(
                        "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"0ms\"/></params></use>",
                        "<sample use=\"t\" name=\"noop\"/>",
                        ScenarioBench.closedGroup(threads, (WARMUP.toNanos() + duration.toNanos()) / 1e9));
                Path folder = workDir.resolve("overhead-" + threads + "-" + events);
                ScenarioBench.Result result = ScenarioBench.run(scenario,
                        "events=" + events + " warmup=" + WARMUP.toMillis() + "ms", folder, duration.toMillis() * 10 + 60_000);
                ScenarioBench.delete(folder);
                double perCall = threads * (double) duration.toNanos() / Math.max(1, result.calls());
                rows.add(new Row("runner, events=" + events, threads, result.calls(), perCall, perCall / bare));
            }
        }
        return rows;
    }

    /** @return ns per call per thread */
    private static double bare(Sample sample, int threads, Duration duration, boolean timed) throws Exception {
        AtomicLong calls = new AtomicLong();
        List<Thread> workers = new ArrayList<>();
        long end = System.nanoTime() + duration.toNanos();
        for (int i = 0; i < threads; i++) {
            Thread worker = new Thread(() -> calls.addAndGet(loop(sample, end, timed)), "mwbench-bench-bare-" + i);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
        return threads * (double) duration.toNanos() / calls.get();
    }

    private static long loop(Sample sample, long end, boolean timed) {
        SampleResult result = new SampleResult();
        long count = 0;
        long consumed = 0;
        try {
            while (true) {
                for (int i = 0; i < 1024; i++) {
                    result.clear();
                    if (timed) {
                        long start = System.nanoTime();
                        sample.call(result);
                        consumed += System.nanoTime() - start;
                    } else {
                        sample.call(result);
                        consumed += result.failed() ? 1 : 0;
                    }
                }
                count += 1024;
                if (System.nanoTime() - end >= 0) {
                    break;
                }
            }
        } catch (Exception e) {
            throw new IllegalStateException("the no-op sample failed", e);
        }
        sink = consumed;
        return count;
    }

    private static Sample noopSample() throws Exception {
        Plugin target = PluginRegistry.load(HarnessOverhead.class.getClassLoader()).find("synthetic-target");
        SessionObject template = target.template(Parameters.check("bench", target.descriptor().objectParameters(),
                Map.of("service_time", "0ms")));
        SessionObject session = template.newSession(0);
        return session.sample("noop", Parameters.check("bench",
                target.descriptor().action(ActionKind.SAMPLE, "noop").orElseThrow(), Map.of()));
    }
}
