package org.mwbench.platform.storage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.LocalStorageProxy;

/**
 * Whether each action type a blade planned was measured: in full, cut short by a stop, or
 * not at all. A run stopped by {@code --duration}, a Ctrl-C or a failure keeps what it
 * measured; this is what keeps a half-measured or unmeasured row from reading as a complete
 * one, or as zero latency.
 *
 * <p>What a blade planned is the action types it registered at init, which its adapter stores
 * in {@value #TYPES_FILE}: for a loop over every middleware, every middleware's sample, before
 * the first call. In a blade that was stopped before it completed, the type called last was
 * under way at the stop, and so was every type called while it was (a scenario's samples run
 * together): those were cut short. A type whose calls all ended before it began had ended on
 * its own (a loop's earlier middleware). A planned type without a measured call was not
 * measured (warm-up calls alone do not count).
 */
public final class Coverage {
    /** The event file that lists the action types a blade registered at init, {@code #type} then one a line. */
    public static final String TYPES_FILE = "action-types";

    /** What became of one action type of a blade. */
    public enum Status {
        MEASURED("measured"),
        CUT_SHORT("cut short"),
        NOT_MEASURED("not measured");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private Coverage() {
    }

    /**
     * The blade's rows, each with its status, and a row for every planned type that has none.
     *
     * @param rows the blade's rows as its stored calls give them
     */
    public static List<QuickStatistics.Row> of(Path bladeFolder, String blade, List<QuickStatistics.Row> rows)
            throws IOException {
        Set<String> planned = plannedTypes(bladeFolder);
        boolean stopped = stopDate(bladeFolder) != Long.MIN_VALUE;
        // The type called last was under way at the stop; so was any type called while it was.
        QuickStatistics.Row last = rows.stream().max(java.util.Comparator.comparingLong(QuickStatistics.Row::lastActivityNanos))
                .orElse(null);
        List<QuickStatistics.Row> marked = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (QuickStatistics.Row row : rows) {
            seen.add(row.type());
            Status status;
            if (row.calls() == 0) {
                status = Status.NOT_MEASURED;
            } else if (stopped && (row == last || row.lastActivityNanos() > last.firstActivityNanos())) {
                status = Status.CUT_SHORT;
            } else {
                status = Status.MEASURED;
            }
            marked.add(row.withStatus(status));
        }
        for (String type : planned) {
            if (!seen.contains(type)) {
                marked.add(QuickStatistics.Row.notMeasured(blade, type));
            }
        }
        return marked;
    }

    /**
     * What was cut short and what was not measured, per blade, one line each; empty when
     * every planned type was measured in full.
     */
    public static List<String> leftOut(List<QuickStatistics.Row> rows) {
        List<String> lines = new ArrayList<>();
        for (Status status : List.of(Status.CUT_SHORT, Status.NOT_MEASURED)) {
            java.util.Map<String, List<String>> byBlade = new java.util.LinkedHashMap<>();
            rows.stream().filter(row -> row.status() == status)
                    .forEach(row -> byBlade.computeIfAbsent(row.blade(), blade -> new ArrayList<>()).add(row.type()));
            byBlade.forEach((blade, types) -> lines.add(status.label() + ": " + blade + ": " + String.join(", ", types)
                    + (status == Status.CUT_SHORT ? " (its figures cover part of what was asked)" : "")));
        }
        return lines;
    }

    /** The types the blade registered at init, in their order; none for a run stored before this file existed. */
    static Set<String> plannedTypes(Path bladeFolder) throws IOException {
        Path file = bladeFolder.resolve(TYPES_FILE);
        Set<String> types = new LinkedHashSet<>();
        if (Files.exists(file)) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (!line.isEmpty() && !line.startsWith("#")) {
                    types.add(line);
                }
            }
        }
        return types;
    }

    /**
     * When the blade was told to stop, in ns since the run's origin; {@code Long.MIN_VALUE}
     * when it completed on its own (or left no lifecycle).
     */
    static long stopDate(Path bladeFolder) throws IOException {
        Path file = bladeFolder.resolve(LocalStorageProxy.LIFECYCLE);
        if (!Files.exists(file)) {
            return Long.MIN_VALUE;
        }
        long stopping = Long.MIN_VALUE;
        String last = null;
        long lastDate = Long.MIN_VALUE;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split(",");
            if (fields.length < 3) {
                continue;
            }
            long date = Long.parseLong(fields[0]);
            last = fields[2];
            lastDate = date;
            if (stopping == Long.MIN_VALUE && (last.equals(BladeState.STOPPING.label()) || last.equals(BladeState.ABORTED.label()))) {
                stopping = date;
            }
        }
        if (last == null || last.equals(BladeState.COMPLETED.label())) {
            return Long.MIN_VALUE;
        }
        return stopping != Long.MIN_VALUE ? stopping : lastDate;
    }
}
