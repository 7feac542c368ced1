package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

/**
 * What one report covers: a campaign's series ({@code mwbench run --series N}, folders
 * {@code series-01} to {@code series-NN}), or a single run, which is a campaign of one
 * series. Demarey et al. 2004's N series are what the confidence interval of the mean is over.
 */
public final class Campaign {
    public static final String FACTS = "campaign.properties";

    private final Path folder;
    private final List<StoredRun> series;
    private final boolean multiSeries;

    private Campaign(Path folder, List<StoredRun> series, boolean multiSeries) {
        this.folder = folder;
        this.series = series;
        this.multiSeries = multiSeries;
    }

    /** Opens a run folder or a campaign folder; anything else fails with what was expected. */
    public static Campaign open(Path folder) throws IOException {
        Path absolute = folder.toAbsolutePath().normalize();
        if (!Files.isDirectory(absolute)) {
            throw new StoredRunException(folder + ": no such folder");
        }
        if (StoredRun.isRun(absolute)) {
            return new Campaign(absolute, List.of(StoredRun.open(absolute)), false);
        }
        List<StoredRun> runs = new ArrayList<>();
        try (Stream<Path> children = Files.list(absolute)) {
            for (Path child : children.filter(Files::isDirectory).sorted().toList()) {
                if (child.getFileName().toString().matches("series-\\d+") && StoredRun.isRun(child)) {
                    runs.add(StoredRun.open(child));
                }
            }
        }
        if (runs.isEmpty()) {
            throw new StoredRunException(folder + ": not a stored run nor a campaign: it has no run.properties"
                    + " and no series-NN folder holding one");
        }
        return new Campaign(absolute, Collections.unmodifiableList(runs), true);
    }

    public Path folder() {
        return folder;
    }

    public List<StoredRun> series() {
        return series;
    }

    /** True for a campaign folder, even one whose campaign completed a single series. */
    public boolean isCampaign() {
        return multiSeries;
    }

    public String planName() {
        return series.get(0).planName();
    }

    public String name() {
        return folder.getFileName().toString();
    }

    @Override
    public String toString() {
        return folder.toString();
    }
}
