package org.mwbench.platform.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where a host probe reads its text: a {@code /proc} file, or in tests a fixed sample. */
@FunctionalInterface
interface TextSource {
    String read() throws IOException;

    /**
     * A {@code /proc} file of the probe's own process, so of its network namespace: read whole
     * at each call (the kernel makes its text at open; it reports a size of 0).
     */
    static TextSource proc(String path) {
        Path file = Path.of(path);
        return () -> new String(Files.readAllBytes(file), StandardCharsets.US_ASCII);
    }
}
