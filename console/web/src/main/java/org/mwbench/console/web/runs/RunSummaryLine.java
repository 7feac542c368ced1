package org.mwbench.console.web.runs;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.storage.ReportStorage;

/** The one-line summary of a run, from its live summaries, facts and life cycles. */
final class RunSummaryLine {
    private RunSummaryLine() {
    }

    static String of(Path folder, List<String> blades, Map<String, String> facts) {
        long calls = 0;
        long errors = 0;
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        int aborted = 0;
        for (String blade : blades) {
            Path summary = folder.resolve(blade).resolve(ReportStorage.SUMMARY);
            if (Files.isRegularFile(summary)) {
                try (BufferedReader in = Files.newBufferedReader(summary, StandardCharsets.UTF_8)) {
                    String line;
                    while ((line = in.readLine()) != null) {
                        if (line.startsWith("#") || line.isBlank()) {
                            continue;
                        }
                        List<String> fields = CsvText.split(line);
                        if (fields.size() < 6 || Boolean.parseBoolean(fields.get(3))) {
                            continue; // warm-up intervals are left out, as in the quick statistics
                        }
                        long end = Long.parseLong(fields.get(0));
                        long length = Long.parseLong(fields.get(1));
                        calls += Long.parseLong(fields.get(4));
                        errors += Long.parseLong(fields.get(5));
                        first = Math.min(first, end - length);
                        last = Math.max(last, end);
                    }
                } catch (IOException | NumberFormatException e) {
                    // a damaged summary file: the figures cover what could be read
                }
            }
            if ("aborted".equals(lastState(folder.resolve(blade).resolve("lifecycle")))) {
                aborted++;
            }
        }
        long lost = facts.keySet().stream().filter(key -> key.startsWith("agent.") && key.endsWith(".lost")).count();
        StringBuilder line = new StringBuilder();
        line.append(blades.size()).append(blades.size() == 1 ? " blade" : " blades");
        line.append(String.format(Locale.ROOT, ", %,d calls, %,d errors", calls, errors));
        if (last > first) {
            double seconds = (last - first) / 1e9;
            line.append(String.format(Locale.ROOT, ", %,.1f calls/s over %.1f s", calls / seconds, seconds));
        }
        if (aborted > 0) {
            line.append(", ").append(aborted).append(" aborted");
        }
        if (lost > 0) {
            line.append(", ").append(lost).append(lost == 1 ? " agent lost" : " agents lost");
        }
        return line.toString();
    }

    private static String lastState(Path lifecycle) {
        if (!Files.isRegularFile(lifecycle)) {
            return "";
        }
        try (Stream<String> lines = Files.lines(lifecycle, StandardCharsets.UTF_8)) {
            return lines.filter(line -> !line.startsWith("#") && !line.isBlank())
                    .reduce((a, b) -> b)
                    .map(line -> {
                        List<String> fields = CsvText.split(line);
                        return fields.size() >= 3 ? fields.get(2) : "";
                    })
                    .orElse("");
        } catch (IOException | java.io.UncheckedIOException e) {
            return "";
        }
    }
}
