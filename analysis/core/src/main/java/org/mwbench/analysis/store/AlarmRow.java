package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.mwbench.platform.blade.LocalStorageProxy;

/** One alarm a blade raised during the run (a writer that could not keep up, a lost server...). */
public record AlarmRow(long dateNanos, String severity, String message) {

    public static List<AlarmRow> read(Path file) throws IOException {
        return CsvFile.read(file, LocalStorageProxy.ALARM_HEADER,
                f -> new AlarmRow(Long.parseLong(f.get(0)), f.get(1), f.get(2)));
    }
}
