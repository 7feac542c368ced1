package org.mwbench.analysis.jtl;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.mwbench.analysis.render.CsvRenderer;
import org.mwbench.analysis.report.WireAttribution;
import org.mwbench.analysis.report.WireBytesPerCall;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.store.GaugeRow;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.store.StoredRunException;
import org.mwbench.analysis.store.SummaryRow;
import org.mwbench.platform.storage.ActionFileReader;
import org.mwbench.platform.storage.ActionRow;

/**
 * A run's calls as JMeter's default CSV results file (JTL, with header), so that JMeter's
 * dashboard and CI performance plugins read mwbench runs. One row per measured call of
 * every injector blade and series; warm-up calls are not exported.
 *
 * <p>JMeter's units and meanings: {@code timeStamp} is the call's start in epoch ms (the
 * run's origin plus the call's date); {@code elapsed} and {@code Latency} are the duration
 * in whole ms, rounded (JMeter has no finer unit: sub-millisecond calls show as 0 or 1);
 * {@code label} is {@code blade:type} (blade and action type, so that two blades running one
 * type stay apart in JMeter's tables and graphs); {@code responseCode} is 200 or the failure's kind;
 * {@code threadName} is {@code <blade> <session>}; {@code bytes}/{@code sentBytes} are the
 * type's wire bytes per call where the middleware counts them, else 0;
 * {@code grpThreads}/{@code allThreads} the blade's and all blades' live thread counts, from
 * their {@code population} gauges at the call's start (the reading at or before it, else the
 * first one), 1 for a blade that publishes none; {@code URL} the endpoint of the
 * type's middleware server. Fields are quoted per RFC 4180.
 */
public final class JtlExport {
    public static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,"
            + "failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect";

    private JtlExport() {
    }

    /** Writes the JTL of a run or campaign folder; returns the number of calls written. */
    public static long write(Path runOrCampaign, Path jtl) throws IOException {
        return write(Campaign.open(runOrCampaign), jtl);
    }

    public static long write(Campaign campaign, Path jtl) throws IOException {
        if (jtl.getParent() != null) {
            Files.createDirectories(jtl.getParent());
        }
        long written = 0;
        try (BufferedWriter out = Files.newBufferedWriter(jtl, StandardCharsets.UTF_8)) {
            out.write(HEADER);
            out.write("\r\n");
            for (StoredRun run : campaign.series()) {
                written += write(run, out);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return written;
    }

    private static long write(StoredRun run, BufferedWriter out) throws IOException {
        long origin = run.originEpochNanos();
        if (origin <= 0) {
            throw new StoredRunException(run.folder().resolve("run.properties") + ": no origin.epoch_ns: the calls'"
                    + " dates cannot be made absolute for JMeter");
        }
        Map<String, TreeMap<Long, Double>> populations = new java.util.LinkedHashMap<>();
        for (StoredBlade blade : run.injectors()) {
            TreeMap<Long, Double> population = new TreeMap<>();
            for (GaugeRow gauge : blade.gaugeRows()) {
                if (GaugeRow.POPULATION.equals(gauge.name())) {
                    population.put(gauge.dateNanos(), gauge.value());
                }
            }
            if (!population.isEmpty()) {
                populations.put(blade.id(), population);
            }
        }
        int withoutGauge = 0;
        for (StoredBlade blade : run.injectors()) {
            if (!populations.containsKey(blade.id()) && blade.hasActionRows()) {
                withoutGauge++;
            }
        }
        int bladesWithoutGauge = withoutGauge;
        long[] written = {0};
        for (StoredBlade blade : run.injectors()) {
            if (!blade.hasActionRows()) {
                continue; // histograms only: there is no call to export
            }
            Map<String, WireBytesPerCall> wire = WireAttribution.of(blade, typesOf(blade));
            TreeMap<Long, Double> own = populations.get(blade.id());
            ActionFileReader.forEach(blade.action(), row -> {
                if (row.warmup()) {
                    return;
                }
                try {
                    out.write(line(run, blade, row, origin, wire.get(row.type()), own, populations, bladesWithoutGauge));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                written[0]++;
            });
        }
        return written[0];
    }

    /** The blade's action types, from its live intervals (small) rather than a second pass over its calls. */
    private static Set<String> typesOf(StoredBlade blade) throws IOException {
        Set<String> types = new LinkedHashSet<>();
        for (SummaryRow row : blade.summaryRows()) {
            types.add(row.type());
        }
        if (types.isEmpty() && !blade.wireRows().isEmpty()) {
            ActionFileReader.forEach(blade.action(), row -> types.add(row.type()));
        }
        return types;
    }

    private static String line(StoredRun run, StoredBlade blade, ActionRow row, long origin, WireBytesPerCall wire,
                               TreeMap<Long, Double> own, Map<String, TreeMap<Long, Double>> populations,
                               int withoutGauge) {
        long elapsed = Math.round(row.durationNanos() / 1e6);
        String failure = row.comment().isEmpty() ? "failed" : row.comment();
        long threads = own == null ? 1 : Math.max(1, Math.round(valueAt(own, row.dateNanos())));
        long all = 0;
        for (TreeMap<Long, Double> population : populations.values()) {
            all += Math.round(valueAt(population, row.dateNanos()));
        }
        all += withoutGauge; // a blade without a population gauge counts as one thread, as its grpThreads does
        String endpoint = run.endpointOf(new ActionTypeName(row.type()).middleware());
        List<String> fields = List.of(
                Long.toString(Math.floorDiv(origin + row.dateNanos(), 1_000_000L)),
                Long.toString(elapsed),
                label(blade.id(), row.type()),
                row.success() ? "200" : failure,
                row.success() ? "OK" : failure,
                blade.id() + " " + row.session(),
                "text",
                Boolean.toString(row.success()),
                row.success() ? "" : failure,
                Long.toString(wire == null ? 0 : Math.round(wire.receivedPerCall())),
                Long.toString(wire == null ? 0 : Math.round(wire.sentPerCall())),
                Long.toString(threads),
                Long.toString(Math.max(1, all)),
                endpoint == null ? "" : endpoint,
                Long.toString(elapsed),
                "0",
                "0");
        StringBuilder line = new StringBuilder(160);
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                line.append(',');
            }
            line.append(CsvRenderer.field(fields.get(i)));
        }
        return line.append("\r\n").toString();
    }

    /** A sample's label: {@code blade:type}. */
    public static String label(String blade, String type) {
        return blade + ":" + type;
    }

    /**
     * The gauge's last reading at or before the time; before the first reading (gauges are
     * read once a second, the calls start at once), the first reading.
     */
    private static double valueAt(TreeMap<Long, Double> steps, long nanos) {
        Map.Entry<Long, Double> entry = steps.floorEntry(nanos);
        return entry == null ? steps.firstEntry().getValue() : entry.getValue();
    }
}
