package org.mwbench.results.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.results.Fixtures;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunImport;
import org.mwbench.results.store.RunReader;
import picocli.CommandLine;

/**
 * Guards {@code mwbench db export --format bencher}: the output is Bencher Metric Format JSON
 * (an object of benchmarks, each of measures with value, lower_value, upper_value), one
 * benchmark per case of the run named PLAN/BLADE/ACTION TYPE/payload/clients, whose figures
 * are those computed here by hand from the stored run's measures and histograms.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class BencherExportTest {
    private Path temp;
    private String url;

    @BeforeEach
    void store() throws Exception {
        temp = Files.createTempDirectory("results-bencher");
        url = "jdbc:sqlite:" + temp.resolve("results.db");
        RunImport importer = new RunImport(ResultsDatabase.open(url));
        importer.importPath(Fixtures.copy("loop-campaign", temp));
        importer.importPath(Fixtures.copy("scenario-run", temp));
    }

    @AfterEach
    void delete() throws Exception {
        Fixtures.delete(temp);
    }

    @Test
    void aCampaignsCasesAreBenchmarksWithTheStoredFigures() throws Exception {
        String[] result = export("export", "--db", url, "--format", "bencher", "loop-campaign");
        assertEquals("0", result[0], result[2]);
        JsonNode benchmarks = new ObjectMapper().readTree(result[1]);
        ResultRun run = new RunReader(ResultsDatabase.open(url)).read(
                new RunReader(ResultsDatabase.open(url)).find("loop-campaign").orElseThrow());

        Map<String, List<Measure>> byCase = new TreeMap<>();
        for (Measure m : run.measures()) {
            String payload = m.testCase().payloadSize() < 0 ? "none" : String.valueOf(m.testCase().payloadSize());
            byCase.computeIfAbsent(run.planName() + "/" + m.blade() + "/" + m.actionType() + "/payload=" + payload
                    + "/clients=" + m.testCase().clients(), k -> new java.util.ArrayList<>()).add(m);
        }
        List<String> names = new java.util.ArrayList<>();
        benchmarks.fieldNames().forEachRemaining(names::add);
        assertEquals(List.copyOf(byCase.keySet()), names.stream().sorted().toList(), "a benchmark per case");
        assertTrue(names.contains("loop/loop/rmi ping/payload=none/clients=1"), names.toString());

        for (Map.Entry<String, List<Measure>> entry : byCase.entrySet()) {
            JsonNode benchmark = benchmarks.get(entry.getKey());
            List<Measure> measures = entry.getValue();
            double successes = measures.stream().mapToDouble(m -> m.calls() - m.errors()).sum();
            double mean = measures.stream().mapToDouble(m -> m.meanNanos() * (m.calls() - m.errors())).sum() / successes;
            Histogram merged = new Histogram(3);
            measures.forEach(m -> merged.add(RunFolderReader.decode(m.histogram())));
            Map<Integer, Double> throughputBySeries = new LinkedHashMap<>();
            measures.forEach(m -> throughputBySeries.merge(m.series(), m.throughput(), Double::sum));
            double throughput = throughputBySeries.values().stream().mapToDouble(Double::doubleValue).average().orElseThrow();

            assertMeasure(benchmark, "latency", mean, 1e-6);
            assertMeasure(benchmark, "latency-median", merged.getValueAtPercentile(50), 0);
            assertMeasure(benchmark, "latency-p99", merged.getValueAtPercentile(99), 0);
            assertMeasure(benchmark, "throughput", throughput, 1e-9);
        }
    }

    @Test
    void theDefaultStaysMwbenchsOwnFileAndBencherTakesOneRun() throws Exception {
        String[] own = export("export", "--db", url, "--last", "2");
        assertEquals("0", own[0], own[2]);
        assertEquals("mwbench-results", new ObjectMapper().readTree(own[1]).path("format").asText());

        String[] two = export("export", "--db", url, "--last", "2", "--format", "bencher");
        assertEquals("2", two[0]);
        assertTrue(two[2].contains("--format bencher writes one run"), two[2]);
        String[] help = export("export", "--help");
        assertTrue(help[1].contains("Bencher Metric Format") && help[1].contains("95% interval"), help[1]);
        String[] unknown = export("export", "--db", url, "--last", "1", "--format", "jmh");
        assertEquals("2", unknown[0]);
        assertTrue(unknown[2].contains("one of mwbench, bencher"), unknown[2]);
    }

    private static void assertMeasure(JsonNode benchmark, String slug, double expected, double relative) {
        JsonNode measure = benchmark.get(slug);
        double value = measure.get("value").asDouble();
        assertEquals(expected, value, Math.abs(expected) * relative, slug);
        assertTrue(measure.get("lower_value").asDouble() <= value && value <= measure.get("upper_value").asDouble(),
                slug + ": " + measure);
    }

    /** Runs {@code mwbench db ...}: exit code, standard output, standard error. */
    private static String[] export(String... arguments) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = new CommandLine(new DbCommand()).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
                .execute(arguments);
        return new String[] {String.valueOf(code), out.toString(), err.toString()};
    }
}
