package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.mwbench.platform.storage.ReportStorage;

/**
 * One row of a blade's {@code summary} file: one action type over one live interval
 * (about a second), as the supervisor received it. Times in ns since the run's origin.
 */
public record SummaryRow(long endNanos, long lengthNanos, String type, boolean warmup, long calls, long errors,
                         long meanNanos, long maxNanos, long p99Nanos, long lateStarts, long p99FromIntendedNanos) {

    public long startNanos() {
        return endNanos - lengthNanos;
    }

    public static List<SummaryRow> read(Path file) throws IOException {
        return CsvFile.read(file, ReportStorage.SUMMARY_HEADER, f -> new SummaryRow(Long.parseLong(f.get(0)),
                Long.parseLong(f.get(1)), f.get(2), Boolean.parseBoolean(f.get(3)), Long.parseLong(f.get(4)),
                Long.parseLong(f.get(5)), Long.parseLong(f.get(6)), Long.parseLong(f.get(7)), Long.parseLong(f.get(8)),
                Long.parseLong(f.get(9)), Long.parseLong(f.get(10))));
    }
}
