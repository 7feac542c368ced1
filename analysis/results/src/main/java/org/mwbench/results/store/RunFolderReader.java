package org.mwbench.results.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.mwbench.analysis.report.RunAnalysis;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.store.ClientLibrary;
import org.mwbench.analysis.store.GaugeRow;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.analysis.store.StepRow;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.platform.Version;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.PlateauMeasure;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.model.ScenarioFile;
import org.mwbench.results.model.ServerSetting;
import org.mwbench.results.model.StepMean;
import org.mwbench.results.model.TestCase;
import org.mwbench.results.model.Testbed;
import org.mwbench.results.model.TestbedAgent;

/**
 * Reads a run or campaign folder into a {@link ResultRun}, with analysis/core's readers and
 * figures ({@link Campaign}, {@link RunAnalysis}): the database holds what {@code mwbench
 * report} prints, per series. Any damage the readers find fails the whole read with their
 * located message, so nothing of a damaged folder is stored.
 */
public final class RunFolderReader {
    private RunFolderReader() {
    }

    /** Reads a run or campaign folder: each series' events are read and analysed here, on its own. */
    public static ResultRun read(Path folder) throws IOException {
        Campaign campaign = Campaign.open(folder);
        List<List<LatencyStatistics>> perSeries = new ArrayList<>();
        boolean complete = true;
        for (StoredRun run : campaign.series()) {
            RunAnalysis series = RunAnalysis.of(Campaign.open(run.folder()));
            perSeries.add(series.byBladeAndType());
            complete &= series.coverage().complete();
        }
        return read(campaign, perSeries, complete);
    }

    /**
     * A run the report has analysed already ({@code mwbench run}'s HTML report): its events are
     * not read again, only its small files (plan, environment, steps, plateaus, server
     * configuration), so storing adds little to the report. The records are those
     * {@link #read(Path)} gives for the same folder: a campaign's analysis keeps each series'
     * figures besides the pooled ones ({@link RunAnalysis#bySeries()}), and its coverage is
     * complete when every series' is.
     */
    public static ResultRun read(RunAnalysis analysis) throws IOException {
        return read(analysis.campaign(), analysis.bySeries(), analysis.coverage().complete());
    }

    /** The records of a run from its series' figures, one list per series, in order. */
    private static ResultRun read(Campaign campaign, List<List<LatencyStatistics>> perSeries, boolean complete)
            throws IOException {
        List<StoredRun> series = campaign.series();
        StoredRun first = series.get(0);
        List<Measure> measures = new ArrayList<>();
        List<StepMean> steps = new ArrayList<>();
        List<PlateauMeasure> plateaus = new ArrayList<>();
        List<ServerSetting> settings = new ArrayList<>();
        for (int i = 0; i < series.size(); i++) {
            int number = i + 1;
            StoredRun run = series.get(i);
            Map<String, BladeCase> bladeCases = new HashMap<>();
            for (LatencyStatistics statistics : perSeries.get(i)) {
                StoredBlade blade = bladeOf(run, statistics.blade());
                BladeCase bladeCase = blade == null ? null : bladeCases.get(blade.id());
                if (blade != null && bladeCase == null) {
                    bladeCase = BladeCase.of(run, blade);
                    bladeCases.put(blade.id(), bladeCase);
                }
                measures.add(measure(number, statistics, caseOf(bladeCase, statistics.type())));
            }
            for (StoredBlade blade : run.blades()) {
                for (StepRow row : blade.stepRows()) {
                    steps.add(new StepMean(number, blade.id(), row.type(), row.step(), row.calls(), row.meanNanos()));
                }
                for (PlateauRow row : blade.plateauRows()) {
                    plateaus.add(new PlateauMeasure(number, blade.id(), row.type(), row.clients(), row.active(),
                            row.settled(), row.widened(), finite(row.widthPct()), row.calls(), row.errors(), finite(row.throughput()), finite(row.ciLow()),
                            finite(row.ciHigh()), finite(row.meanNanos()), finite(row.p99Nanos()),
                            finite(row.injectorCpuPct())));
                }
                for (Map.Entry<String, String> setting : new TreeMap<>(blade.serverConfig()).entrySet()) {
                    settings.add(new ServerSetting(number, blade.id(), setting.getKey(), setting.getValue()));
                }
            }
        }
        long origin = first.originEpochNanos();
        Long startedAt = origin == 0 ? null : origin / 1_000_000;
        String folderName = campaign.folder().getFileName().toString();
        String planName = campaign.planName();
        return new ResultRun(ResultRun.idOf(planName, folderName, origin), folderName, planName,
                planText(campaign.folder()), null, series.size(), startedAt, lastWrite(campaign.folder()),
                Version.VERSION, null, null, !complete, testbed(first), inputs(first.folder()), settings, measures,
                steps, plateaus).canonical();
    }

    /** The key the run in a folder is stored under, from its small files only (no event file is read). */
    public static String idOf(Path folder) throws IOException {
        Campaign campaign = Campaign.open(folder);
        return ResultRun.idOf(campaign.planName(), campaign.folder().getFileName().toString(),
                campaign.series().get(0).originEpochNanos());
    }

    private static StoredBlade bladeOf(StoredRun run, String id) {
        return run.blades().stream().filter(blade -> blade.id().equals(id)).findFirst().orElse(null);
    }

    private static Measure measure(int series, LatencyStatistics s, TestCase testCase) {
        String errorsByKind = s.errorsByKind().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(";"));
        return new Measure(series, s.blade(), s.type(), testCase, s.calls(), s.errors(), errorsByKind, s.warmupCalls(),
                finite(s.throughput()), finite(s.meanNanos()), finite(s.minNanos()), finite(s.maxNanos()),
                finite(s.stdDevNanos()), finite(s.p50Nanos()), finite(s.p90Nanos()), finite(s.p99Nanos()),
                finite(s.p999Nanos()), s.source().name(), encode(s.histogram()));
    }

    /** The argument words that say how many concurrent clients a blade runs, as the injectors name them. */
    private static final List<String> CLIENT_WORDS = List.of("threads=", "clients=", "users=", "population=");

    /**
     * What the cases of one blade share: its client libraries and its number of concurrent
     * clients, read once per blade. Read once per action type, a loop over every middleware listed
     * the blade's folder and parsed its whole {@code gauges} file (a row a second per gauge) twice
     * per middleware: most of what storing latency-ping took beyond its transaction.
     *
     * @param libraries each client's library and version, by its protocol
     * @param clients   as the plan gave them ({@code threads=}, {@code clients=}, {@code users=}),
     *                  else the blade's peak {@code population} gauge, else 1. The plan's number
     *                  comes first because a gauge sampled once a second may miss the peak of a
     *                  short run.
     */
    record BladeCase(Map<String, String> libraries, int clients) {
        static BladeCase of(StoredRun run, StoredBlade blade) throws IOException {
            Map<String, String> libraries = new HashMap<>();
            for (ClientLibrary library : blade.clientLibraries()) {
                libraries.putIfAbsent(library.protocol(), library.library());
            }
            Integer planned = plannedClients(run, blade.id());
            int clients = planned != null ? planned : (int) blade.gaugeRows().stream()
                    .filter(g -> GaugeRow.POPULATION.equals(g.name())).mapToDouble(GaugeRow::value).max().orElse(1);
            return new BladeCase(libraries, Math.max(1, clients));
        }
    }

    /** The case an action type measured, on a blade whose shared facts are {@code blade} (null: a blade not in the run). */
    static TestCase caseOf(BladeCase blade, String type) {
        ActionTypeName name = new ActionTypeName(type);
        String middleware = name.middleware();
        if (blade == null) {
            return new TestCase(middleware, "", name.operation(), name.payloadSize(), 1);
        }
        return new TestCase(middleware, blade.libraries().getOrDefault(middleware, ""), name.operation(),
                name.payloadSize(), blade.clients());
    }

    private static Integer plannedClients(StoredRun run, String bladeId) {
        for (int i = 0; run.planProperty("blade." + i + ".id") != null; i++) {
            if (run.planProperty("blade." + i + ".id").trim().equals(bladeId)) {
                String argument = run.planProperty("blade." + i + ".argument");
                for (String word : argument == null ? new String[0] : argument.trim().split("\\s+")) {
                    for (String key : CLIENT_WORDS) {
                        if (word.startsWith(key) && word.substring(key.length()).matches("\\d{1,6}")) {
                            return Integer.valueOf(word.substring(key.length()));
                        }
                    }
                }
            }
        }
        return null;
    }

    /** HdrHistogram's compressed encoding, base64; null without a histogram. */
    public static String encode(Histogram histogram) {
        if (histogram == null) {
            return null;
        }
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }

    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (java.util.zip.DataFormatException e) {
            throw new IllegalArgumentException("not an encoded HdrHistogram: " + e.getMessage(), e);
        }
    }

    static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }

    private static Testbed testbed(StoredRun run) throws IOException {
        List<TestbedAgent> agents = new ArrayList<>();
        for (Map.Entry<String, Properties> entry : new TreeMap<>(run.environments()).entrySet()) {
            Properties p = entry.getValue();
            agents.add(new TestbedAgent(entry.getKey(), p.getProperty("host.name"), p.getProperty("cpu.model"),
                    integer(p.getProperty("cpu.count")), longOrNull(p.getProperty("jvm.heap.max.bytes")),
                    join(p.getProperty("os.name"), p.getProperty("os.version")), p.getProperty("os.arch"),
                    p.getProperty("java.version"), p.getProperty("java.vm.name"), p.getProperty("jvm.gc"),
                    p.getProperty("jvm.flags")));
        }
        Properties network = run.network();
        String links = null;
        if (!network.isEmpty()) {
            links = new TreeMap<>(network).entrySet().stream().filter(e -> !e.getKey().toString().endsWith(".pid"))
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("\n"));
        }
        return Testbed.of(links, agents);
    }

    private static String planText(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            Path plan = files.filter(f -> f.getFileName().toString().endsWith(".ctp")).sorted().findFirst().orElse(null);
            return plan == null ? null : Files.readString(plan, StandardCharsets.UTF_8);
        }
    }

    /** Every file under {@code inputs/} (the scenarios the plan named), as text. */
    private static List<ScenarioFile> inputs(Path runFolder) throws IOException {
        Path inputs = runFolder.resolve("inputs");
        List<ScenarioFile> files = new ArrayList<>();
        if (Files.isDirectory(inputs)) {
            try (Stream<Path> walk = Files.walk(inputs)) {
                for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                    files.add(new ScenarioFile(runFolder.relativize(file).toString().replace('\\', '/'),
                            new String(Files.readAllBytes(file), StandardCharsets.UTF_8)));
                }
            }
        }
        return files;
    }

    /** When the run ended, as near as its folder tells: the newest file's time, epoch ms. */
    private static Long lastWrite(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).mapToLong(f -> {
                try {
                    return Files.getLastModifiedTime(f).toMillis();
                } catch (IOException e) {
                    return 0;
                }
            }).max().stream().boxed().findFirst().orElse(null);
        }
    }

    private static Integer integer(String text) {
        try {
            return text == null ? null : Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Long longOrNull(String text) {
        try {
            return text == null ? null : Long.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String join(String a, String b) {
        return a == null ? b : b == null ? a : a + " " + b;
    }
}
