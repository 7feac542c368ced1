package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.mwbench.analysis.report.RunSpread;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.platform.probe.RunNoise;

/**
 * The lines under the quick statistics that say what the machine was doing during the run
 * ({@link RunNoise}) and how far its means can be trusted ({@link RunSpread}): a run on a busy
 * machine warns, rather than print figures that look as exact as a quiet run's.
 */
final class NoiseLines {
    private NoiseLines() {
    }

    static String render(Path runFolder) {
        StringBuilder lines = new StringBuilder();
        RunNoise noise;
        try {
            noise = RunNoise.read(runFolder);
        } catch (IOException | IllegalArgumentException e) {
            return "machine during the run: unreadable (" + e.getMessage() + ")\n";
        }
        if (noise != null) {
            lines.append("machine during the run: ").append(noise.summary()).append('\n');
        }
        List<RunSpread> spreads = List.of();
        try {
            spreads = RunSpread.of(StoredRun.open(runFolder)).stream().filter(spread -> !Double.isNaN(spread.cv())).toList();
        } catch (IOException | RuntimeException e) {
            lines.append("spread of the means: unreadable (").append(e.getMessage()).append(")\n");
        }
        if (!spreads.isEmpty()) {
            RunSpread widest = spreads.stream().max(Comparator.comparingDouble(RunSpread::cv)).orElseThrow();
            double[] cvs = spreads.stream().mapToDouble(RunSpread::cv).sorted().toArray();
            lines.append(String.format(Locale.ROOT, "spread of the means over the run (CV of step or 1-s means): median "
                            + "%.1f%%, widest %.1f%% (%s %s)%s; per type in the report's 'spread' table%n",
                    cvs[cvs.length / 2] * 100, widest.cv() * 100, widest.blade(), widest.type(),
                    widest.unsteady() ? ": differences smaller than that are within this run's noise" : ""));
        }
        if (noise != null && !noise.warnings().isEmpty()) {
            lines.append("NOISY RUN: ").append(String.join("; ", noise.warnings()))
                    .append(". Figures may be off by more than their spread: run again on a quiet machine, or with "
                            + "--series N to measure the spread between runs.\n");
        }
        return lines.toString();
    }
}
