package org.mwbench.results.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Guards the shortcut that skips Flyway on a current database: its version is the newest migration's. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class MigrationsTest {
    @Test
    void theSchemaVersionIsTheNewestMigrations() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/db/migration"))) {
            int newest = files.map(f -> f.getFileName().toString()).filter(n -> n.matches("V\\d+__.*\\.sql"))
                    .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))).max().orElseThrow();
            assertEquals(Integer.toString(newest), ResultsDatabase.SCHEMA_VERSION);
        }
    }
}
