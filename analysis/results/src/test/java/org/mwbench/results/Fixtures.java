package org.mwbench.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Real run folders to store: analysis/core's hand-made runs (written in the format
 * {@code mwbench run} stores, every figure computed in that module's tests), copied into a
 * temporary folder so that a test may damage its copy.
 */
public final class Fixtures {
    /**
     * analysis/core's fixtures: from this module's folder (where Maven runs its tests), or where
     * {@code mwbench.core.fixtures} says (another module's tests, through this module's test-jar).
     */
    public static final Path CORE_FIXTURES = Path.of(System.getProperty("mwbench.core.fixtures",
            "../core/src/test/resources/fixtures"));

    private Fixtures() {
    }

    public static Path copy(String name, Path into) {
        return copyAs(name, into, name);
    }

    /** A copy under another folder name: another run, as far as the database can tell. */
    public static Path copyAs(String name, Path into, String folderName) {
        Path source = CORE_FIXTURES.resolve(name);
        Path target = into.resolve(folderName);
        try (Stream<Path> walk = Files.walk(source)) {
            for (Path file : walk.toList()) {
                Path copy = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return target;
    }

    public static void delete(Path folder) throws IOException {
        if (folder == null || !Files.exists(folder)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }
}
