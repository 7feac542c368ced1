package org.mwbench.console.web.runs;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.platform.storage.QuickStatistics;
import org.mwbench.platform.storage.ReportStorage;

/**
 * The runs stored in the report folder: a list with each run's plan, date and a one-line
 * summary, and one run opened. The list's summary comes from the blades' {@code summary}
 * files (one line per second and action type), so listing stays quick however many calls a
 * run made; an opened run gets CLIF's quick statistics, computed exactly from its
 * {@code action} files.
 */
public final class RunLibrary {
    /** The report the analysis writes into a run folder; shown as it is when present. */
    public static final String REPORT_HTML = "report.html";
    static final int MAX_RUNS = 1000;
    private static final int MAX_FILES = 500;
    private static final Pattern FOLDER_DATE = Pattern.compile("_(\\d{4}-\\d{2}-\\d{2})_(\\d{2})h(\\d{2})m(\\d{2})(_\\d+)?$");
    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*");

    /**
     * @param id       the folder's path under the report folder, with '/' ({@code quickstart_2026-...},
     *                 or {@code campaign/series-01})
     * @param date     {@code yyyy-MM-dd HH:mm:ss}, from the folder's name or else its time
     * @param campaign true for a folder of series
     * @param hasReport true when the analysis' report.html is there
     */
    public record RunEntry(String id, String plan, String date, String summary, boolean campaign, boolean hasReport) {
    }

    /**
     * Quick statistics, one row per blade and action type, durations in ms; {@code measured} says
     * whether the type was measured in full, cut short or not measured (then the page shows no figure).
     */
    public record StatsRow(String blade, String type, long calls, long errors, double meanMs, double medianMs,
                           double minMs, double maxMs, double stdDevMs, double p99Ms, double callsPerSecond,
                           long warmupCalls, String measured) {
        static StatsRow of(QuickStatistics.Row row) {
            return new StatsRow(row.blade(), row.type(), row.calls(), row.errors(), row.meanNanos() / 1e6,
                    row.medianNanos() / 1e6, row.minNanos() / 1e6, row.maxNanos() / 1e6, row.stdDevNanos() / 1e6,
                    row.p99Nanos() / 1e6, row.throughput(), row.warmupCalls(), row.status().label());
        }
    }

    public record FileEntry(String path, long size) {
    }

    /** An opened run: the report's URL when it has one; its quick statistics, facts and files otherwise too. */
    public record RunDetails(RunEntry run, String reportUrl, List<StatsRow> statistics, String statisticsError,
                             Map<String, String> facts, List<FileEntry> files, List<RunEntry> series) {
    }

    private final Path root;

    public RunLibrary(Path reportDir) {
        this.root = reportDir.toAbsolutePath().normalize();
    }

    public Path root() {
        return root;
    }

    /** The runs and campaigns, newest first. */
    public List<RunEntry> list() throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<Path> folders;
        try (Stream<Path> entries = Files.list(root)) {
            folders = entries.filter(Files::isDirectory)
                    .filter(path -> SEGMENT.matcher(path.getFileName().toString()).matches())
                    .filter(path -> isRun(path) || isCampaign(path))
                    .toList();
        }
        List<RunEntry> runs = new ArrayList<>();
        for (Path folder : folders) {
            runs.add(entry(folder));
        }
        runs.sort(Comparator.comparing(RunEntry::date).thenComparing(RunEntry::id).reversed());
        return runs.size() > MAX_RUNS ? runs.subList(0, MAX_RUNS) : runs;
    }

    public RunDetails open(String id) throws IOException, ApiException {
        Path folder = folderOf(id);
        if (!isRun(folder) && !isCampaign(folder)) {
            throw ApiException.notFound("no run '" + id + "' in " + root);
        }
        RunEntry entry = entry(folder);
        List<RunEntry> series = new ArrayList<>();
        if (isCampaign(folder)) {
            try (Stream<Path> entries = Files.list(folder)) {
                for (Path child : entries.filter(Files::isDirectory).filter(RunLibrary::isRun).sorted().toList()) {
                    series.add(entry(child));
                }
            }
        }
        List<StatsRow> statistics = List.of();
        String statisticsError = "";
        if (isRun(folder)) {
            try {
                statistics = QuickStatistics.of(folder, bladeFolders(folder)).stream().map(StatsRow::of).toList();
            } catch (IOException e) {
                statisticsError = e.getMessage();
            }
        }
        String reportUrl = Files.isRegularFile(folder.resolve(REPORT_HTML)) ? "/runs/" + id + "/" + REPORT_HTML : "";
        return new RunDetails(entry, reportUrl, statistics, statisticsError, facts(folder), files(folder), series);
    }

    /** The folder of a run id; the id must stay under the report folder. */
    Path folderOf(String id) throws ApiException {
        String[] segments = id.split("/");
        if (segments.length == 0 || segments.length > 2) {
            throw ApiException.notFound("no run '" + id + "'");
        }
        Path folder = root;
        for (String segment : segments) {
            if (!SEGMENT.matcher(segment).matches()) {
                throw ApiException.notFound("no run '" + id + "'");
            }
            folder = folder.resolve(segment);
        }
        if (!Files.isDirectory(folder)) {
            throw ApiException.notFound("no run '" + id + "' in " + root);
        }
        return folder;
    }

    /** A stored file, by its path under the report folder; null when there is no such regular file there. */
    public Path file(String relative) throws IOException {
        for (String segment : relative.split("/")) {
            if (!SEGMENT.matcher(segment).matches()) {
                return null;
            }
        }
        Path file = root.resolve(relative).normalize();
        if (!file.startsWith(root) || !Files.isRegularFile(file)) {
            return null;
        }
        Path real = file.toRealPath();
        return real.startsWith(root.toRealPath()) ? real : null; // no symbolic link out of the report folder
    }

    static boolean isRun(Path folder) {
        return !isCampaign(folder) && Files.isRegularFile(folder.resolve(ReportStorage.RUN_FACTS)) || planFile(folder) != null;
    }

    static boolean isCampaign(Path folder) {
        return Files.isRegularFile(folder.resolve("campaign.properties"));
    }

    private RunEntry entry(Path folder) throws IOException {
        String id = root.relativize(folder).toString().replace('\\', '/');
        Path plan = planFile(folder);
        String planName = plan != null ? plan.getFileName().toString().replaceFirst("\\.ctp$", "") : planFromName(folder);
        String summary = isCampaign(folder) ? campaignSummary(folder) : RunSummaryLine.of(folder, bladeFolders(folder),
                facts(folder));
        return new RunEntry(id, planName, date(folder), summary, isCampaign(folder),
                Files.isRegularFile(folder.resolve(REPORT_HTML)));
    }

    private static Path planFile(Path folder) {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(path -> path.getFileName().toString().endsWith(".ctp") && Files.isRegularFile(path))
                    .sorted().findFirst().orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    private static String planFromName(Path folder) {
        String name = folder.getFileName().toString();
        Matcher matcher = FOLDER_DATE.matcher(name);
        return matcher.find() ? name.substring(0, matcher.start()) : name;
    }

    private static String date(Path folder) throws IOException {
        Matcher matcher = FOLDER_DATE.matcher(folder.getFileName().toString());
        if (matcher.find()) {
            return matcher.group(1) + " " + matcher.group(2) + ":" + matcher.group(3) + ":" + matcher.group(4);
        }
        FileTime modified = Files.getLastModifiedTime(folder);
        return modified.toInstant().atZone(java.time.ZoneId.systemDefault()).toLocalDateTime()
                .withNano(0).toString().replace('T', ' ');
    }

    private static String campaignSummary(Path folder) {
        Properties facts = load(folder.resolve("campaign.properties"));
        return String.format(Locale.ROOT, "campaign: %s of %s series completed",
                facts.getProperty("series.completed", "?"), facts.getProperty("series.planned", "?"));
    }

    /** The blade folders of a run: those the storage made, with event or summary files. */
    static List<String> bladeFolders(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(Files::isDirectory)
                    .filter(path -> Files.exists(path.resolve("action")) || Files.exists(path.resolve(ReportStorage.SUMMARY))
                            || Files.exists(path.resolve("lifecycle")) || Files.exists(path.resolve("histogram")))
                    .map(path -> path.getFileName().toString())
                    .sorted()
                    .toList();
        }
    }

    private static Map<String, String> facts(Path folder) {
        Map<String, String> facts = new TreeMap<>();
        load(folder.resolve(ReportStorage.RUN_FACTS)).forEach((key, value) -> facts.put(key.toString(), value.toString()));
        return facts;
    }

    private static Properties load(Path file) {
        Properties properties = new Properties();
        if (Files.isRegularFile(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                properties.load(in);
            } catch (IOException | IllegalArgumentException e) {
                // an unreadable facts file: the run is still listed, with fewer facts
            }
        }
        return properties;
    }

    private List<FileEntry> files(Path folder) throws IOException {
        List<FileEntry> files = new ArrayList<>();
        try (Stream<Path> paths = Files.walk(folder, 3)) {
            for (Path path : paths.filter(Files::isRegularFile).sorted().toList()) {
                if (files.size() >= MAX_FILES) {
                    break;
                }
                files.add(new FileEntry(root.relativize(path).toString().replace('\\', '/'), Files.size(path)));
            }
        }
        return files;
    }
}
