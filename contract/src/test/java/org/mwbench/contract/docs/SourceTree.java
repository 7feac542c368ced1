package org.mwbench.contract.docs;

import java.nio.file.Files;
import java.nio.file.Path;

/** The root of the source tree a test runs in: the nearest folder up that holds the reactor's pom and README. */
final class SourceTree {

    private SourceTree() {}

    static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("pom.xml")) && Files.isRegularFile(dir.resolve("README.md"))
                    && Files.isDirectory(dir.resolve("contract"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no source tree (pom.xml, README.md, contract/) above "
                + Path.of("").toAbsolutePath());
    }
}
