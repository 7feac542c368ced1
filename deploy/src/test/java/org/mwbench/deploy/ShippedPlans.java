package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The distribution's shipped plans, copied into a test's folder to be run as they are or with smaller counts. */
final class ShippedPlans {
    /** The shipped scalability plans' plateaus: the counts, the settling rule and the warm-up. */
    static final String SCALABILITY_COUNTS =
            "clients=1;2;5;10;20;50;100;200;500;1000 width=5% widest=15% min_intervals=2 min_batches=5 sample=250ms max=8s warmup=10s";

    private ShippedPlans() {
    }

    /** A shipped plan, by its name without {@code .ctp}. */
    static Path path(String plan) {
        return Distribution.HOME.resolve("test-plans").resolve(plan + ".ctp");
    }

    /** A shipped plan and the files it names, copied at their places into {@code dir/plan}; the plan's copy. */
    static Path copy(Path dir, String plan, String... files) throws IOException {
        Path plans = Distribution.HOME.resolve("test-plans");
        Path folder = dir.resolve("plan");
        for (String file : Stream.concat(Stream.of(plan), Stream.of(files)).toList()) {
            Files.createDirectories(folder.resolve(file).getParent());
            Files.copy(plans.resolve(file), folder.resolve(file));
        }
        return folder.resolve(plan);
    }

    /**
     * The shipped scalability plan (one of its generated parts) that runs every one of the given
     * middleware, with its client blade cut to them and to the given counts. Every server of the
     * plan is still deployed: the scenario names them all.
     */
    static Path shortScalability(Path dir, List<String> protocols, String counts) throws IOException {
        String part = null;
        for (int number = 1; part == null && Files.isRegularFile(path("scalability-" + number)); number++) {
            String text = Files.readString(path("scalability-" + number));
            if (protocols.stream().allMatch(protocol -> text.contains("argument=protocol=" + protocol + " "))) {
                part = "scalability-" + number;
            }
        }
        assertTrue(part != null, "no shipped scalability part runs all of " + protocols + ": choose middleware of one part");
        Path plan = copy(dir, part + ".ctp", "scenarios/" + part + ".xis", "hosts/scalability.hosts");
        String text = Files.readString(plan);
        assertTrue(text.contains(SCALABILITY_COUNTS), "the counts the plan's comment quotes");
        Files.writeString(plan, text.replace(SCALABILITY_COUNTS, counts + " behavior=" + String.join(";", protocols)));
        return plan;
    }

    static void copyFolder(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
