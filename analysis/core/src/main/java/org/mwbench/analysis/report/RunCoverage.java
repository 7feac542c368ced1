package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.platform.storage.Coverage;
import org.mwbench.platform.storage.QuickStatistics;

/**
 * What a run measured of what its plan asked for, by blade and action type, as the platform's
 * {@link Coverage} tells it (the quick statistics of {@code mwbench run} say the same): a type
 * cut short or not measured in any series is marked so in the report, and never shown as a
 * complete row or as zeros.
 */
public final class RunCoverage {
    private final Map<String, Map<String, Coverage.Status>> byBlade;
    private final List<QuickStatistics.Row> notComplete;

    private RunCoverage(Map<String, Map<String, Coverage.Status>> byBlade, List<QuickStatistics.Row> notComplete) {
        this.byBlade = byBlade;
        this.notComplete = notComplete;
    }

    static RunCoverage of(Campaign campaign) throws IOException {
        Map<String, Map<String, Coverage.Status>> byBlade = new LinkedHashMap<>();
        Map<String, QuickStatistics.Row> worst = new LinkedHashMap<>();
        for (StoredRun run : campaign.series()) {
            List<String> injectors = run.injectors().stream().map(StoredBlade::id).toList();
            for (QuickStatistics.Row row : QuickStatistics.of(run.folder(), injectors)) {
                Map<String, Coverage.Status> types = byBlade.computeIfAbsent(row.blade(), blade -> new LinkedHashMap<>());
                Coverage.Status before = types.get(row.type());
                if (before == null || row.status().ordinal() > before.ordinal()) {
                    types.put(row.type(), row.status());
                    if (!row.measured()) {
                        worst.put(row.blade() + "\u0000" + row.type(), row);
                    }
                }
            }
        }
        return new RunCoverage(byBlade, List.copyOf(worst.values()));
    }

    /** The type's status; {@code MEASURED} for one the blade did not plan (a run stored before plans were kept). */
    public Coverage.Status status(String blade, String type) {
        return byBlade.getOrDefault(blade, Map.of()).getOrDefault(type, Coverage.Status.MEASURED);
    }

    /** The planned types with no measured call at all, by blade: rows the latency table adds, without figures. */
    public Map<String, List<String>> notMeasured() {
        Map<String, List<String>> types = new LinkedHashMap<>();
        byBlade.forEach((blade, statuses) -> statuses.forEach((type, status) -> {
            if (status == Coverage.Status.NOT_MEASURED) {
                types.computeIfAbsent(blade, b -> new ArrayList<>()).add(type);
            }
        }));
        return types;
    }

    public boolean complete() {
        return notComplete.isEmpty();
    }

    /** One line per blade and status, as {@code mwbench run} prints them. */
    public List<String> leftOut() {
        return Coverage.leftOut(notComplete);
    }
}
