package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.mwbench.platform.blade.LocalStorageProxy;
import org.mwbench.platform.event.ActionLogWriter;
import org.mwbench.platform.storage.ReportStorage;

/**
 * One blade's folder in a stored run. Server blades ({@code blade.N.sut=ServerBlade}) have
 * one too, with gauges but no calls; {@code protocol} is their middleware, from the plan.
 */
public record StoredBlade(String id, Path folder, boolean server, String protocol) {

    public Path action() {
        return folder.resolve(LocalStorageProxy.ACTION);
    }

    public Path histogram() {
        return folder.resolve(LocalStorageProxy.HISTOGRAM);
    }

    public Path summary() {
        return folder.resolve(ReportStorage.SUMMARY);
    }

    public Path gauges() {
        return folder.resolve(LocalStorageProxy.GAUGES);
    }

    public Path steps() {
        return folder.resolve(StepRow.FILE);
    }

    public Path alarms() {
        return folder.resolve(LocalStorageProxy.ALARM);
    }

    /**
     * True when the action file holds at least one row (it has its header only with
     * {@code events=histograms}); a file with another header is not an action file.
     */
    public boolean hasActionRows() throws IOException {
        if (!Files.isRegularFile(action())) {
            return false;
        }
        try (var in = Files.newBufferedReader(action(), java.nio.charset.StandardCharsets.UTF_8)) {
            String header = in.readLine();
            if (header == null) {
                return false;
            }
            if (!header.equals(ActionLogWriter.HEADER)) {
                throw new StoredRunException(action() + ":1: not an mwbench action file (header is '" + header + "')");
            }
            return in.readLine() != null;
        }
    }

    public List<SummaryRow> summaryRows() throws IOException {
        return Files.isRegularFile(summary()) ? SummaryRow.read(summary()) : List.of();
    }

    public List<GaugeRow> gaugeRows() throws IOException {
        return Files.isRegularFile(gauges()) ? GaugeRow.read(gauges()) : List.of();
    }

    public List<StepRow> stepRows() throws IOException {
        return Files.isRegularFile(steps()) ? StepRow.read(steps()) : List.of();
    }

    public List<AlarmRow> alarmRows() throws IOException {
        return Files.isRegularFile(alarms()) ? AlarmRow.read(alarms()) : List.of();
    }

    /** A plateau runner's {@code plateaus} file's rows; none for other blades. */
    public List<PlateauRow> plateauRows() throws IOException {
        Path file = folder.resolve(PlateauRow.FILE);
        return Files.isRegularFile(file) ? PlateauRow.read(file) : List.of();
    }

    /** What a server blade's middleware ran with ({@code server-config}); empty when it wrote none. */
    public java.util.Map<String, String> serverConfig() throws IOException {
        Path file = folder.resolve(ServerConfig.FILE);
        return Files.isRegularFile(file) ? ServerConfig.read(file) : java.util.Map.of();
    }

    /** The client libraries this injector's plugins named ({@code client-<protocol>} files), by protocol. */
    public List<ClientLibrary> clientLibraries() throws IOException {
        List<ClientLibrary> libraries = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return libraries;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                if (file.getFileName().toString().startsWith(ClientLibrary.FILE_PREFIX) && Files.isRegularFile(file)) {
                    libraries.add(ClientLibrary.read(file));
                }
            }
        }
        return libraries;
    }

    /** A loop blade's {@code link} file's rows; none when it ran on no emulated host. */
    public List<LinkRow> linkRows() throws IOException {
        Path file = folder.resolve(LinkRow.FILE);
        return Files.isRegularFile(file) ? LinkRow.read(file) : List.of();
    }

    /** Every {@code wire-<protocol>} file's rows. */
    public List<WireRow> wireRows() throws IOException {
        List<WireRow> rows = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return rows;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                if (file.getFileName().toString().startsWith(WireRow.FILE_PREFIX)) {
                    rows.addAll(WireRow.read(file));
                }
            }
        }
        return rows;
    }
}
