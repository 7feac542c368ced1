package org.mwbench.console;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.mwbench.platform.storage.ReportStorage;

/** Reads back the facts a run stored in its {@code run.properties}. */
final class RunFacts {
    private RunFacts() {
    }

    static Properties of(Path runFolder) throws IOException {
        Properties facts = new Properties();
        Path file = runFolder.resolve(ReportStorage.RUN_FACTS);
        if (Files.exists(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                facts.load(in);
            }
        }
        return facts;
    }

    /** The run's time origin in ms since the epoch, or 0 when it was never initialized. */
    static long originEpochMillis(Path runFolder) throws IOException {
        String origin = of(runFolder).getProperty("origin.epoch_ns");
        return origin == null ? 0 : Long.parseLong(origin) / 1_000_000;
    }
}
