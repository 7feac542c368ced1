package org.mwbench.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Reading what a run stored, for assertions. */
final class RunFolders {
    private RunFolders() {
    }

    /** The single run folder under a report root. */
    static Path only(Path reportRoot) throws IOException {
        try (Stream<Path> entries = Files.list(reportRoot)) {
            List<Path> folders = entries.filter(Files::isDirectory).toList();
            if (folders.size() != 1) {
                throw new AssertionError("expected one run folder in " + reportRoot + ", found " + folders);
            }
            return folders.get(0);
        }
    }

    static boolean hasRuns(Path reportRoot) throws IOException {
        try (Stream<Path> entries = Files.list(reportRoot)) {
            return entries.anyMatch(Files::isDirectory);
        }
    }

    static List<String> lines(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8);
    }

    /** Rows of an event file, without its header line. */
    static List<String> rows(Path file) throws IOException {
        List<String> lines = lines(file);
        return lines.subList(1, lines.size());
    }

    /** The run folder, once the supervisor stored a few live summaries of the blade: the run is under way. */
    static Path awaitSummaries(Path reportRoot, String blade) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline) {
            if (Files.isDirectory(reportRoot)) {
                try (Stream<Path> runs = Files.list(reportRoot)) {
                    for (Path run : runs.toList()) {
                        Path summary = run.resolve(blade).resolve("summary");
                        if (Files.exists(summary) && Files.readAllLines(summary).size() > 2) {
                            return run;
                        }
                    }
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the run never produced live summaries of blade " + blade);
    }

    static int freePort() throws IOException {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    static Path writePlan(Path dir, String name, String text) throws IOException {
        Path plan = dir.resolve(name + ".ctp");
        Files.writeString(plan, text, StandardCharsets.UTF_8);
        return plan;
    }
}
