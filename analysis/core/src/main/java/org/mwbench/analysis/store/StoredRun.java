package org.mwbench.analysis.store;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.mwbench.platform.storage.ReportStorage;

/**
 * One run folder as {@code mwbench run} stored it: its facts ({@code run.properties}), the
 * copy of its plan, its agents' environments and one folder per blade. Opening it reads
 * only these small files; the event files are read by whoever needs them.
 */
public final class StoredRun {
    private static final String ORIGIN_EPOCH = "origin.epoch_ns";

    private final Path folder;
    private final String planName;
    private final Properties facts;
    private final Properties plan;
    private final List<StoredBlade> blades;
    private final Map<String, Properties> environments;

    private StoredRun(Path folder, String planName, Properties facts, Properties plan, List<StoredBlade> blades,
                      Map<String, Properties> environments) {
        this.folder = folder;
        this.planName = planName;
        this.facts = facts;
        this.plan = plan;
        this.blades = blades;
        this.environments = environments;
    }

    /** True when the folder holds a run's {@code run.properties}. */
    public static boolean isRun(Path folder) {
        return Files.isRegularFile(folder.resolve(ReportStorage.RUN_FACTS));
    }

    public static StoredRun open(Path folder) throws IOException {
        Path factsFile = folder.resolve(ReportStorage.RUN_FACTS);
        if (!Files.isDirectory(folder)) {
            throw new StoredRunException(folder + ": no such folder");
        }
        if (!Files.isRegularFile(factsFile)) {
            throw new StoredRunException(folder + ": not a stored run: it has no " + ReportStorage.RUN_FACTS);
        }
        Properties facts = load(factsFile);
        Path planFile = planFile(folder);
        Properties plan = planFile == null ? new Properties() : load(planFile);
        String planName = planFile == null ? folder.getFileName().toString()
                : planFile.getFileName().toString().replaceFirst("\\.ctp$", "");
        return new StoredRun(folder, planName, facts, plan, blades(folder, plan), environments(folder));
    }

    static Properties load(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IllegalArgumentException e) {
            throw new StoredRunException(file + ": not a properties file: " + e.getMessage());
        }
        return properties;
    }

    private static Path planFile(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".ctp")).sorted().findFirst().orElse(null);
        }
    }

    /** The blades in the plan's order ({@code blade.0}, {@code blade.1}...); folders that hold events otherwise. */
    private static List<StoredBlade> blades(Path folder, Properties plan) throws IOException {
        Map<Integer, String> ids = new TreeMap<>();
        for (String key : plan.stringPropertyNames()) {
            if (key.matches("blade\\.\\d+\\.id")) {
                ids.put(Integer.parseInt(key.substring(6, key.length() - 3)), plan.getProperty(key).trim());
            }
        }
        List<StoredBlade> blades = new ArrayList<>();
        for (Map.Entry<Integer, String> entry : ids.entrySet()) {
            String prefix = "blade." + entry.getKey() + ".";
            boolean server = plan.getProperty(prefix + "sut") != null;
            String protocol = null;
            String argument = plan.getProperty(prefix + "argument", "");
            for (String word : argument.trim().split("\\s+")) {
                if (word.startsWith("protocol=")) {
                    protocol = word.substring("protocol=".length());
                }
            }
            blades.add(new StoredBlade(entry.getValue(), folder.resolve(entry.getValue()), server, protocol));
        }
        if (blades.isEmpty()) {
            try (Stream<Path> children = Files.list(folder)) {
                for (Path child : children.filter(Files::isDirectory).sorted().toList()) {
                    if (Files.exists(child.resolve("lifecycle")) || Files.exists(child.resolve("action"))) {
                        blades.add(new StoredBlade(child.getFileName().toString(), child, false, null));
                    }
                }
            }
        }
        return Collections.unmodifiableList(blades);
    }

    private static Map<String, Properties> environments(Path folder) throws IOException {
        Map<String, Properties> environments = new LinkedHashMap<>();
        Path environment = folder.resolve(ReportStorage.ENVIRONMENT);
        if (Files.isDirectory(environment)) {
            try (Stream<Path> files = Files.list(environment)) {
                for (Path file : files.sorted().toList()) {
                    Properties properties = load(file);
                    environments.put(properties.getProperty("agent.name",
                            file.getFileName().toString().replaceFirst("\\.properties$", "")), properties);
                }
            }
        }
        return Collections.unmodifiableMap(environments);
    }

    public Path folder() {
        return folder;
    }

    public String planName() {
        return planName;
    }

    /** The folder's name, such as {@code latency-ping_2026-11-22_16h27m29} or {@code series-03}. */
    public String name() {
        return folder.getFileName().toString();
    }

    public String fact(String key) {
        return facts.getProperty(key);
    }

    /** The run's time origin as epoch ns, or 0 when the run did not store it. */
    public long originEpochNanos() {
        String value = facts.getProperty(ORIGIN_EPOCH);
        try {
            return value == null ? 0 : Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    public String originInstant() {
        return facts.getProperty("origin.instant", "");
    }

    public List<StoredBlade> blades() {
        return blades;
    }

    public List<StoredBlade> injectors() {
        return blades.stream().filter(blade -> !blade.server()).toList();
    }

    /** The endpoint a server blade published, or null. */
    public String endpoint(String bladeId) {
        return facts.getProperty("endpoint." + bladeId);
    }

    /** The endpoint of the server blade serving a middleware (its {@code protocol=}), or null. */
    public String endpointOf(String middleware) {
        for (StoredBlade blade : blades) {
            if (blade.server() && middleware.equals(blade.protocol()) && endpoint(blade.id()) != null) {
                return endpoint(blade.id());
            }
        }
        return null;
    }

    /** Each agent's environment: JVM, flags, OS, CPU, host. */
    public Map<String, Properties> environments() {
        return environments;
    }

    /** The agent a blade ran on ({@code blade.N.server} of the plan), or null when the plan does not say. */
    public String agentOf(String bladeId) {
        for (String key : plan.stringPropertyNames()) {
            if (key.matches("blade\\.\\d+\\.id") && plan.getProperty(key).trim().equals(bladeId)) {
                String agent = plan.getProperty(key.substring(0, key.length() - 2) + "server");
                return agent == null ? null : agent.trim();
            }
        }
        return null;
    }

    /**
     * The emulated hosts' facts ({@code network.properties}: {@code host.NAME.cpus},
     * {@code host.NAME.address}...), empty when the run used none.
     */
    public Properties network() throws IOException {
        Path file = folder.resolve("network.properties");
        return Files.isRegularFile(file) ? load(file) : new Properties();
    }

    public String planProperty(String key) {
        return plan.getProperty(key);
    }

    @Override
    public String toString() {
        return folder.toString();
    }
}
