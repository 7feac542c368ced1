package org.mwbench.analysis;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The stored runs under {@code src/test/resources/fixtures}, hand-made so that every
 * figure can be computed by hand: {@code loop-campaign} (two series of a loop blade over
 * tcp and rmi, 3 steps of 2 calls) and {@code scenario-run} (a scenario runner at 2 then 4
 * users). Tests that write into a run (the HTML report) work on a copy.
 */
public final class Fixtures {
    private Fixtures() {
    }

    public static Path path(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/fixtures/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A copy of the fixture in the folder, which the test may change. */
    public static Path copy(String name, Path into) throws IOException {
        Path source = path(name);
        Path target = into.resolve(name);
        try (Stream<Path> paths = Files.walk(source)) {
            for (Path path : paths.toList()) {
                Path copy = target.resolve(source.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(path, copy);
                }
            }
        }
        return target;
    }
}
