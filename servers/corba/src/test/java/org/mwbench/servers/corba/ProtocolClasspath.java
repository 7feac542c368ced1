package org.mwbench.servers.corba;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.contract.BenchmarkService;

/**
 * A protocol module's own run-time class path as its build leaves it: {@code target/classes}
 * and the jars listed in {@code target/runtime-classpath.txt} (written by the module's
 * maven-dependency-plugin execution, the contract left out, as in a plugin folder). This is
 * how a test reaches another ORB's jars without putting them on its own class path.
 */
public final class ProtocolClasspath {
    private ProtocolClasspath() {
    }

    /**
     * The class path of the module whose {@code target} folder the system property names
     * (set by the test module's surefire configuration).
     */
    public static List<Path> ofModuleNamedBy(String systemProperty) throws IOException {
        String target = System.getProperty(systemProperty);
        if (target == null) {
            throw new IllegalStateException("the system property " + systemProperty
                    + " names no module target folder; run the test through Maven");
        }
        return of(Path.of(target));
    }

    public static List<Path> of(Path target) throws IOException {
        Path listing = target.resolve("runtime-classpath.txt");
        if (!Files.isRegularFile(listing)) {
            throw new IllegalStateException("no " + listing.toAbsolutePath().normalize()
                    + ": build that module first (servers come before clif-plugins in the reactor)");
        }
        List<Path> entries = new ArrayList<>();
        entries.add(target.resolve("classes"));
        String text = Files.readString(listing).trim();
        if (!text.isEmpty()) {
            for (String entry : text.split(File.pathSeparator)) {
                entries.add(Path.of(entry));
            }
        }
        return entries;
    }

    /** Where this JVM loads the contract from: its jar, or its classes in a reactor build. */
    public static Path contract() {
        return locationOf(BenchmarkService.class);
    }

    static Path locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String join(List<Path> entries) {
        StringBuilder joined = new StringBuilder();
        for (Path entry : entries) {
            if (joined.length() > 0) {
                joined.append(File.pathSeparator);
            }
            joined.append(entry);
        }
        return joined.toString();
    }
}
