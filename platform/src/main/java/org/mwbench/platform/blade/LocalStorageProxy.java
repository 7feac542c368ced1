package org.mwbench.platform.blade;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.HistogramLogWriter;
import org.mwbench.platform.event.ActionLogWriter;
import org.mwbench.platform.event.ActionSink;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.storage.StoredFiles;

/**
 * Writes a blade's event files in its folder on the agent: {@code action} (one row per
 * call, by a writer thread, from its {@code action.spool} at close), {@code lifecycle}, {@code alarm}, and {@code histogram}, an
 * HdrHistogram interval log readable by HdrHistogram's own tools. Each line is flushed as
 * it is written for the rare event files, so that a dying agent loses as little as
 * possible.
 */
public class LocalStorageProxy implements StorageProxy {
    public static final String ACTION = "action";
    /** The action events, binary, while the run goes on ({@link ActionLogWriter#spoolOf}). */
    public static final String ACTION_SPOOL = ACTION + ".spool";
    /** The action file being written from its spool, at close ({@code ActionSpoolConverter}). */
    public static final String ACTION_CONVERTING = ACTION + ".converting";
    public static final String LIFECYCLE = "lifecycle";
    public static final String ALARM = "alarm";
    public static final String HISTOGRAM = "histogram";
    public static final String GAUGES = "gauges";

    public static final String LIFECYCLE_HEADER = "#date_ns,state_id,state_label";
    public static final String ALARM_HEADER = "#date_ns,severity,message";
    public static final String GAUGES_HEADER = "#date_ns,name,value";

    private ActionLogWriter actions;
    private BufferedWriter lifecycle;
    private BufferedWriter alarms;
    private BufferedWriter gauges;
    private PrintStream histogramStream;
    private HistogramLogWriter histograms;
    private boolean closed;

    @Override
    public synchronized void open(BladeSettings settings, ActionTypes types) throws IOException {
        Path folder = settings.folder();
        StoredFiles.OWNER_ONLY.createDirectories(folder);
        actions = new ActionLogWriter(folder.resolve(ACTION), types, "mwbench-action-writer-" + settings.bladeId(),
                () -> alarm(-1, AlarmSeverity.WARNING, "the action file's writer cannot keep up with this call rate: "
                        + "recording threads wait for it, which lowers the rate; keep histograms only (events=histograms)"));
        lifecycle = newEventFile(folder.resolve(LIFECYCLE), LIFECYCLE_HEADER);
        alarms = newEventFile(folder.resolve(ALARM), ALARM_HEADER);
        gauges = newEventFile(folder.resolve(GAUGES), GAUGES_HEADER);
        histogramStream = new PrintStream(Files.newOutputStream(folder.resolve(HISTOGRAM)), false, StandardCharsets.UTF_8);
        histograms = new HistogramLogWriter(histogramStream);
        histograms.outputComment("mwbench interval histograms of blade " + settings.bladeId()
                + "; values in ns; timestamps in s since the run's origin; tags: TYPE (measured successes), "
                + "TYPE#failed, TYPE#warmup (warm-up calls), TYPE@intended (latency from the intended start, open model), TYPE@late (iteration delays of late starts, open model)");
        histograms.outputLegend();
    }

    private static BufferedWriter newEventFile(Path file, String header) throws IOException {
        BufferedWriter writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        writer.write(header);
        writer.newLine();
        writer.flush();
        return writer;
    }

    @Override
    public ActionSink actions() {
        return actions;
    }

    @Override
    public synchronized void lifecycle(long sinceOrigin, BladeState state) {
        writeLine(lifecycle, sinceOrigin + "," + state.id() + "," + state.label());
    }

    @Override
    public synchronized void alarm(long sinceOrigin, AlarmSeverity severity, String message) {
        writeLine(alarms, sinceOrigin + "," + severity + "," + CsvText.field(message));
    }

    private void writeLine(BufferedWriter writer, String line) {
        if (closed) {
            return;
        }
        try {
            writer.write(line);
            writer.newLine();
            writer.flush();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Override
    public synchronized void gauges(java.util.List<GaugeReading> readings) {
        for (GaugeReading reading : readings) {
            writeLine(gauges, reading.end() + "," + CsvText.field(reading.name()) + "," + reading.value());
        }
    }

    @Override
    public synchronized void histogram(IntervalHistogram interval) {
        if (closed) {
            return;
        }
        IntervalSummary summary = interval.summary();
        double end = summary.end() / 1e9;
        double start = (summary.end() - summary.length()) / 1e9;
        for (org.HdrHistogram.Histogram histogram : interval.taggedHistograms()) {
            histograms.outputIntervalHistogram(start, end, histogram, 1.0);
        }
        histogramStream.flush();
    }

    @Override
    public long actionsWritten() {
        return actions == null ? 0 : actions.written();
    }

    @Override
    public synchronized void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (actions != null) {
                actions.stopWriting();
            }
        } finally {
            if (lifecycle != null) {
                lifecycle.close();
            }
            if (alarms != null) {
                alarms.close();
            }
            if (gauges != null) {
                gauges.close();
            }
            if (histogramStream != null) {
                histogramStream.close();
            }
        }
    }

    /** Not synchronized: gauges, alarms and histograms of a poll meanwhile find the proxy closed and return. */
    @Override
    public void completeFiles() throws IOException {
        ActionLogWriter spooled;
        synchronized (this) {
            if (!closed) {
                throw new IllegalStateException("completeFiles before close");
            }
            spooled = actions;
        }
        if (spooled != null) {
            spooled.writeRows();
        }
    }
}
