package org.mwbench.bench.gatling;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gatling's own figures of a run, from its report's {@code js/stats.js}: the "All Requests"
 * statistics, which come first in the file, before each request's under {@code contents}. Gatling
 * 3.13 writes no {@code stats.json} any more; {@code stats.js} is {@code var stats = {...}}, a
 * JavaScript object whose statistics' names and values are quoted (the values are strings, "-"
 * where there was no request), which is all this reads.
 * Gatling reports response times in whole milliseconds; its four percentiles are those its
 * {@code gatling.conf} names (the peer's: 50, 90, 99, 99.9).
 *
 * @param requests all requests, {@code ok} ones and {@code ko} ones (failed: a check or the connection)
 */
public record GatlingStats(long requests, long ok, long ko, long meanMillis, long p50Millis, long p90Millis,
                           long p99Millis, long p999Millis, long maxMillis) {
    /** Where a run's statistics are, in its report's folder. */
    static final String STATS = "js/stats.js";

    /** Reads {@code js/stats.js}, under the run's folder, in the results folder (the only run there). */
    public static GatlingStats readRun(Path results) throws IOException {
        try (var folders = Files.list(results)) {
            Path run = folders.filter(folder -> Files.isRegularFile(folder.resolve(STATS))).findFirst()
                    .orElseThrow(() -> new IOException("Gatling wrote no report (" + STATS + ") in " + results));
            return read(run.resolve(STATS));
        }
    }

    public static GatlingStats read(Path statsJs) throws IOException {
        return parse(Files.readString(statsJs, StandardCharsets.UTF_8), statsJs.toString());
    }

    /** Parses the text of a {@code stats.js}; {@code source} names it in errors. */
    public static GatlingStats parse(String stats, String source) {
        return new GatlingStats(total(stats, "numberOfRequests", source), field(stats, "numberOfRequests", "ok", source),
                field(stats, "numberOfRequests", "ko", source), ok(stats, "meanResponseTime", source),
                ok(stats, "percentiles1", source), ok(stats, "percentiles2", source), ok(stats, "percentiles3", source),
                ok(stats, "percentiles4", source), ok(stats, "maxResponseTime", source));
    }

    /** The successful requests' figure: mwbench's percentiles are of its successful calls too. */
    private static long ok(String json, String name, String source) {
        return field(json, name, "ok", source);
    }

    private static long total(String json, String name, String source) {
        return field(json, name, "total", source);
    }

    /**
     * The first {@code "name": {"total": X, "ok": Y, "ko": Z}} of the file, which is the "All
     * Requests" group's; a value is a number, or a string ({@code "-"} where there was no request), read as 0.
     */
    private static long field(String stats, String name, String which, String source) {
        Matcher object = Pattern.compile("\"" + Pattern.quote(name) + "\"\\s*:\\s*\\{([^}]*)}").matcher(stats);
        if (!object.find()) {
            throw new IllegalArgumentException(source + ": no \"" + name + "\" in Gatling's statistics");
        }
        Matcher value = Pattern.compile("\"" + which + "\"\\s*:\\s*\"?([^\",}\\s]*)").matcher(object.group(1));
        if (!value.find()) {
            throw new IllegalArgumentException(source + ": no \"" + which + "\" in \"" + name + "\"");
        }
        String text = value.group(1);
        return text.matches("-?[0-9]+(\\.[0-9]+)?") ? Math.round(Double.parseDouble(text)) : 0;
    }
}
