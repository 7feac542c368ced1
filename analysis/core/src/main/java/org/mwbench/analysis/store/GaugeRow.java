package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.mwbench.platform.blade.LocalStorageProxy;

/**
 * One reading of a blade's {@code gauges} file: {@code cpu_pct} (its JVM's CPU, percent of
 * all cores) for every blade, {@code population} (active virtual users) for a scenario runner.
 */
public record GaugeRow(long dateNanos, String name, double value) {
    public static final String POPULATION = "population";
    public static final String CPU = "cpu_pct";

    public static List<GaugeRow> read(Path file) throws IOException {
        return CsvFile.read(file, LocalStorageProxy.GAUGES_HEADER,
                f -> new GaugeRow(Long.parseLong(f.get(0)), f.get(1), Double.parseDouble(f.get(2))));
    }
}
