package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Repeatability of a scalability run: two runs' plateaus side by side, per
 * middleware, action type and clients, with whether their 95% confidence intervals overlap.
 * Overlapping intervals do not prove the throughputs equal, but two back-to-back runs whose
 * intervals mostly do not overlap are not measuring one steady state. Plateaus are paired in
 * the order each run measured them when a run has several for one key (series, injectors).
 */
public final class PlateauComparison {
    /** A plateau one run measured and the other did not (another client count, middleware or type). */
    public record Unpaired(String middleware, String type, int clients, boolean onlyInA) {
        /** {@code plateau rmi ping, 10 clients}: the case as compare names it. */
        public String caseName() {
            return "plateau " + middleware + " " + type + ", " + clients + " clients";
        }
    }

    private final String labelA;
    private final String labelB;
    private final List<PlateauPoint[]> pairs;
    private final List<Unpaired> unpaired;
    private final int onlyInA;
    private final int onlyInB;

    private PlateauComparison(String labelA, String labelB, List<PlateauPoint[]> pairs, List<Unpaired> unpaired) {
        this.labelA = labelA;
        this.labelB = labelB;
        this.pairs = pairs;
        this.unpaired = List.copyOf(unpaired);
        this.onlyInA = (int) unpaired.stream().filter(Unpaired::onlyInA).count();
        this.onlyInB = unpaired.size() - onlyInA;
    }

    /** Reads both runs' plateaus (every series); empty when neither has any. */
    public static PlateauComparison of(Campaign a, Campaign b) throws IOException {
        return of(Plateaus.of(a.series()), Plateaus.of(b.series()), "A", "B");
    }

    static PlateauComparison of(List<PlateauPoint> a, List<PlateauPoint> b, String labelA, String labelB) {
        Map<String, List<PlateauPoint>> byKeyA = byKey(a);
        Map<String, List<PlateauPoint>> byKeyB = byKey(b);
        List<PlateauPoint[]> pairs = new ArrayList<>();
        List<Unpaired> unpaired = new ArrayList<>();
        for (Map.Entry<String, List<PlateauPoint>> entry : byKeyA.entrySet()) {
            List<PlateauPoint> other = byKeyB.getOrDefault(entry.getKey(), List.of());
            int n = Math.min(entry.getValue().size(), other.size());
            for (int i = 0; i < n; i++) {
                pairs.add(new PlateauPoint[] {entry.getValue().get(i), other.get(i)});
            }
            entry.getValue().subList(n, entry.getValue().size()).forEach(point -> unpaired.add(unpaired(point, true)));
        }
        for (Map.Entry<String, List<PlateauPoint>> entry : byKeyB.entrySet()) {
            int n = Math.min(entry.getValue().size(), byKeyA.getOrDefault(entry.getKey(), List.of()).size());
            entry.getValue().subList(n, entry.getValue().size()).forEach(point -> unpaired.add(unpaired(point, false)));
        }
        return new PlateauComparison(labelA, labelB, pairs, unpaired);
    }

    private static Unpaired unpaired(PlateauPoint point, boolean onlyInA) {
        return new Unpaired(point.middleware(), point.row().type(), point.row().clients(), onlyInA);
    }

    private static Map<String, List<PlateauPoint>> byKey(List<PlateauPoint> points) {
        Map<String, List<PlateauPoint>> byKey = new LinkedHashMap<>();
        for (PlateauPoint point : points) {
            byKey.computeIfAbsent(point.middleware() + "\u0000" + point.row().type() + "\u0000" + point.row().clients(),
                    k -> new ArrayList<>()).add(point);
        }
        return byKey;
    }

    /** The plateaus only one run measured: nothing of theirs was compared. */
    public List<Unpaired> unpaired() {
        return unpaired;
    }

    public boolean isEmpty() {
        return pairs.isEmpty();
    }

    /** Pairs where both sides have a confidence interval. */
    public int compared() {
        return (int) pairs.stream().filter(pair -> overlap(pair[0].row(), pair[1].row()) != null).count();
    }

    public int overlapping() {
        return (int) pairs.stream().filter(pair -> Boolean.TRUE.equals(overlap(pair[0].row(), pair[1].row()))).count();
    }

    /** "N of M plateaus overlap", the line a reader looks for. */
    public String summary() {
        return overlapping() + " of " + compared() + " plateaus overlap (95% confidence intervals of the throughput, "
                + labelA + " against " + labelB + ")";
    }

    /** Whether the two throughput intervals overlap; null when one side has none. */
    static Boolean overlap(PlateauRow a, PlateauRow b) {
        if (!finite(a) || !finite(b)) {
            return null;
        }
        return a.ciLow() <= b.ciHigh() && b.ciLow() <= a.ciHigh();
    }

    private static boolean finite(PlateauRow row) {
        return Double.isFinite(row.ciLow()) && Double.isFinite(row.ciHigh());
    }

    /** The table, or null when no plateau is in both runs. */
    public Table table() {
        if (pairs.isEmpty()) {
            return null;
        }
        Table table = new Table("plateau_comparison", "Repeatability: plateaus of " + labelA + " and " + labelB,
                "Per middleware and clients, the throughput of both runs with its 95% confidence interval, and whether "
                        + "the intervals overlap.",
                List.of(Column.text("middleware", "middleware"), Column.text("type", "action type"),
                        Column.count("clients", "clients"), Column.text("throughput_a", labelA + " calls/s ± 95% CI"),
                        Column.text("throughput_b", labelB + " calls/s ± 95% CI"),
                        Column.number("change_pct", "Δ %", 1), Column.text("overlap", "CIs overlap"),
                        Column.text("steady", "steady")));
        for (PlateauPoint[] pair : pairs) {
            PlateauRow a = pair[0].row();
            PlateauRow b = pair[1].row();
            Boolean overlap = overlap(a, b);
            String steady = a.settled() && b.settled() ? "both" : !a.settled() && !b.settled() ? "neither"
                    : (a.settled() ? labelB : labelA) + " " + PlateauTables.NOT_SETTLED;
            table.row(pair[0].middleware(), a.type(), (long) a.clients(), PlateauTables.throughput(a),
                    PlateauTables.throughput(b), (b.throughput() - a.throughput()) / a.throughput() * 100,
                    overlap == null ? "n/a" : overlap ? "yes" : "NO", steady);
        }
        table.note(summary() + ".");
        if (onlyInA + onlyInB > 0) {
            table.note(String.format(Locale.ROOT, "Not compared: %d plateau(s) only in %s, %d only in %s.", onlyInA,
                    labelA, onlyInB, labelB));
        }
        return table;
    }
}
