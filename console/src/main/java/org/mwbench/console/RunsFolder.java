package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import picocli.CommandLine.Option;

/**
 * The one folder where runs are stored and looked for, by {@code run}, {@code report},
 * {@code compare}, {@code supervisor} and {@code console} alike: {@code --report-dir}, else
 * {@code $MWBENCH_RUNS}, else {@code ~/mwbench-runs}. Outside the build tree, so that
 * {@code mvn clean} keeps them, and the same wherever the command is typed, so that the
 * console lists the run the command line just made.
 */
final class RunsFolder {
    /** The environment variable that moves the runs folder. */
    static final String VARIABLE = "MWBENCH_RUNS";
    static final String DEFAULT_NAME = "mwbench-runs";

    @Option(names = {"--report-dir", "--runs-dir"}, paramLabel = "DIR",
            description = "The runs folder: where runs are stored and found (default: $" + VARIABLE + ", else ~/"
                    + DEFAULT_NAME + ").")
    Path option;

    /** The folder this command uses. */
    Path path() {
        return option != null ? option : of(System.getenv(), System.getProperty("user.home"));
    }

    static Path of(Map<String, String> environment, String home) {
        String variable = environment.get(VARIABLE);
        if (variable != null && !variable.isBlank()) {
            return Path.of(variable);
        }
        return Path.of(home, DEFAULT_NAME);
    }

    /**
     * A run as the user names it: a folder, else a run's name in the runs folder, else
     * {@code last}, the run stored most recently.
     *
     * @throws IOException when it is none of these, naming the runs folder looked in
     */
    Path find(Path given) throws IOException {
        if (Files.isDirectory(given)) {
            return given;
        }
        Path folder = path();
        if (given.getNameCount() == 1 && given.toString().equals("last")) {
            return latest(folder).orElseThrow(() -> new IOException("no run stored yet in " + folder.toAbsolutePath()));
        }
        Path inRuns = folder.resolve(given);
        if (!given.isAbsolute() && Files.isDirectory(inRuns)) {
            return inRuns;
        }
        throw new IOException(given + ": no such folder, here or in the runs folder " + folder.toAbsolutePath()
                + " ('last' is its latest run)");
    }

    /** The run stored last: the folder modified last. */
    static Optional<Path> latest(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        try (Stream<Path> runs = Files.list(folder)) {
            return runs.filter(Files::isDirectory).max(Comparator.comparing(RunsFolder::modified));
        }
    }

    private static java.nio.file.attribute.FileTime modified(Path path) {
        try {
            return Files.getLastModifiedTime(path);
        } catch (IOException e) {
            return java.nio.file.attribute.FileTime.fromMillis(0);
        }
    }
}
