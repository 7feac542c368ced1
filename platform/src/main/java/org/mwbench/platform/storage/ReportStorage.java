package org.mwbench.platform.storage;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.mwbench.platform.blade.IntervalSummary;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.files.FileTrees;
import org.mwbench.platform.plan.TestPlan;

/** The supervisor's storage component: the report folders on the supervisor's disk. */
public class ReportStorage implements Storage {
    public static final String SUMMARY = "summary";
    public static final String SUMMARY_HEADER =
            "#end_ns,length_ns,type,warmup,calls,errors,mean_ns,max_ns,p99_ns,late_starts,p99_from_intended_ns";
    public static final String RUN_FACTS = "run.properties";
    public static final String ENVIRONMENT = "environment";
    public static final String INPUTS = "inputs";

    private Path runFolder;
    private StoredFiles files = StoredFiles.OWNER_ONLY;
    private final Map<String, BufferedWriter> summaryFiles = new HashMap<>();
    private final Map<String, String> facts = new TreeMap<>();

    @Override
    public synchronized Path openRun(Path folder, TestPlan plan, ReportMode mode) throws IOException {
        closeRun();
        if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(folder + " already exists: a report folder is never overwritten");
        }
        StoredFiles files = new StoredFiles(mode);
        files.ensureRunsFolder(folder.toAbsolutePath().getParent());
        files.createFresh(folder);
        files.write(folder.resolve(plan.name() + ".ctp"), plan.source().getBytes(StandardCharsets.UTF_8));
        for (var blade : plan.blades()) {
            files.createFresh(folder.resolve(blade.id()));
        }
        this.files = files;
        runFolder = folder;
        facts.clear();
        return folder;
    }

    @Override
    public synchronized Path runFolder() {
        return runFolder;
    }

    /**
     * @param name the file's place relative to the plan's folder, which the supervisor
     *             checked to lie inside it; a name that would leave {@code inputs/} is refused
     */
    @Override
    public synchronized void input(String name, byte[] content) throws IOException {
        Path inputs = runFolder.resolve(INPUTS);
        Path file = inputs.resolve(name).normalize();
        if (!file.startsWith(inputs) || file.equals(inputs)) {
            throw new IOException("refused to store a plan input named '" + name + "' outside " + inputs);
        }
        files.createDirectories(file.getParent());
        files.write(file, content);
    }

    @Override
    public synchronized void environment(String agentName, Map<String, String> environment) throws IOException {
        Path folder = files.createDirectories(runFolder.resolve(ENVIRONMENT));
        Properties properties = new Properties();
        properties.putAll(environment);
        String fileName = agentName.replaceAll("[^A-Za-z0-9_.-]", "_") + ".properties";
        try (Writer out = files.newWriter(folder.resolve(fileName))) {
            properties.store(out, "environment of agent '" + agentName + "'");
        }
    }

    @Override
    public synchronized void summaries(List<IntervalSummary> summaries) throws IOException {
        for (IntervalSummary summary : summaries) {
            BufferedWriter out = summaryFiles.get(summary.bladeId());
            if (out == null) {
                out = files.newWriter(runFolder.resolve(summary.bladeId()).resolve(SUMMARY),
                        StandardOpenOption.APPEND);
                out.write(SUMMARY_HEADER);
                out.newLine();
                summaryFiles.put(summary.bladeId(), out);
            }
            out.write(summary.end() + "," + summary.length() + "," + CsvText.field(summary.actionType()) + ","
                    + summary.warmup() + "," + summary.calls() + "," + summary.errors() + ","
                    + Math.round(summary.meanNanos()) + "," + summary.maxNanos() + "," + summary.p99Nanos() + ","
                    + summary.lateStarts() + "," + summary.p99FromIntendedNanos());
            out.newLine();
            out.flush();
        }
    }

    @Override
    public synchronized OutputStream collectedFile(String bladeId, String fileName) throws IOException {
        Path folder = files.createDirectories(runFolder.resolve(bladeId));
        Path file = folder.resolve(fileName).normalize();
        if (!folder.equals(file.getParent())) {
            throw new IOException("refused to store a collected file named '" + fileName + "'");
        }
        return files.newOutputStream(file);
    }

    @Override
    public synchronized void runFacts(Map<String, String> more) throws IOException {
        facts.putAll(more);
        Properties properties = new Properties();
        properties.putAll(facts);
        try (Writer out = files.newWriter(runFolder.resolve(RUN_FACTS))) {
            properties.store(out, "facts of this run; times in ns");
        }
    }

    @Override
    public synchronized void discardRun() {
        closeRun();
        if (runFolder == null) {
            return;
        }
        try {
            FileTrees.delete(runFolder);
        } catch (IOException e) {
            // A leftover folder holding only a plan copy is harmless; the deploy error is what matters.
        }
        runFolder = null;
    }

    @Override
    public synchronized void closeRun() {
        for (BufferedWriter out : summaryFiles.values()) {
            try {
                out.close();
            } catch (IOException e) {
                // Each line was flushed as written; nothing is lost by a failing close.
            }
        }
        summaryFiles.clear();
    }
}
