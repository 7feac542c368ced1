package org.mwbench.results.query;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.Writer;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.store.ResultsDatabase;

/**
 * One stored run in Bencher Metric Format (https://bencher.dev/docs/reference/bencher-metric-format/),
 * for {@code bencher run --adapter json --file FILE}: an object keyed by benchmark name, each
 * benchmark holding measures with a {@code value} and its {@code lower_value} and
 * {@code upper_value}. A benchmark is a case of the run, named
 * {@code PLAN/BLADE/ACTION TYPE/payload=BYTES|none/clients=N}; its measures are Bencher's own
 * {@code latency} (the mean, ns, with its 95% interval) and {@code throughput} (calls/s, added
 * over the case's blade, averaged over series, with the interval over series), and
 * {@code latency-median} and {@code latency-p99} (ns, read from the merged histogram, with
 * their distribution-free 95% intervals), which Bencher creates by their slug. The figures are
 * those of {@code mwbench compare} for one run. Bencher keeps one report per run on one
 * testbed, so a file holds one run.
 */
public final class BencherExport {
    /** Bencher's measure slugs and the metric each carries. */
    static final Map<String, Metric> MEASURES = measures();
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final ResultsDatabase database;

    public BencherExport(ResultsDatabase database) {
        this.database = database;
    }

    private static Map<String, Metric> measures() {
        Map<String, Metric> measures = new LinkedHashMap<>();
        measures.put("latency", Metric.MEAN);
        measures.put("latency-median", Metric.MEDIAN);
        measures.put("latency-p99", Metric.P99);
        measures.put("throughput", Metric.THROUGHPUT);
        return measures;
    }

    /** The benchmark name of a case of a run of this plan. */
    public static String benchmarkName(String plan, SelectionComparison.CaseKey key) {
        String type = key.operation().isEmpty() ? key.middleware() : key.middleware() + " " + key.operation();
        return plan + "/" + key.blade() + "/" + type + "/payload=" + (key.payloadSize() < 0 ? "none" : key.payloadSize())
                + "/clients=" + key.clients();
    }

    /**
     * The run's benchmarks: name → measure slug → value, lower_value, upper_value (those that are
     * numbers). Two cases of one blade and action type that differ only by client library (the
     * name has none) both get {@code /library=NAME} after their name, so that neither hides the other.
     */
    public Map<String, Map<String, Map<String, Double>>> benchmarks(ResultRun run) throws SQLException {
        Map<String, Map<String, Map<String, Double>>> benchmarks = new LinkedHashMap<>();
        SelectionComparison figures = new SelectionComparison(database);
        Map<SelectionComparison.CaseKey, String> names = names(run.planName(),
                figures.figures(List.of(run.runId()), Metric.MAX).keySet());
        for (Map.Entry<String, Metric> measure : MEASURES.entrySet()) {
            figures.figures(List.of(run.runId()), measure.getValue()).forEach((key, figure) -> {
                if (Double.isFinite(figure.value())) {
                    Map<String, Double> values = new LinkedHashMap<>();
                    values.put("value", figure.value());
                    if (Double.isFinite(figure.low()) && Double.isFinite(figure.high())) {
                        values.put("lower_value", figure.low());
                        values.put("upper_value", figure.high());
                    }
                    benchmarks.computeIfAbsent(names.get(key), name -> new LinkedHashMap<>())
                            .put(measure.getKey(), values);
                }
            });
        }
        return benchmarks;
    }

    private static Map<SelectionComparison.CaseKey, String> names(String plan,
                                                                  java.util.Set<SelectionComparison.CaseKey> keys) {
        Map<String, Long> uses = keys.stream().collect(java.util.stream.Collectors.groupingBy(
                key -> benchmarkName(plan, key), java.util.stream.Collectors.counting()));
        Map<SelectionComparison.CaseKey, String> names = new LinkedHashMap<>();
        for (SelectionComparison.CaseKey key : keys) {
            String name = benchmarkName(plan, key);
            names.put(key, uses.get(name) > 1 ? name + "/library=" + key.clientLibrary() : name);
        }
        return names;
    }

    /** Writes the run's benchmarks as one BMF JSON object (the writer left open: a command's standard output). */
    public void write(ResultRun run, Writer out) throws IOException, SQLException {
        JSON.writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out, benchmarks(run));
        out.flush();
    }
}
