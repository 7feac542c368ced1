package org.mwbench.analysis.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mwbench.platform.probe.ProbeBlade;

/**
 * A probe blade's {@code probe} file: {@code #date_ns} then the family's columns (each name
 * ending in its unit), one row per sample; and its {@code probe-cost} row, the probe's own CPU.
 * A probe's columns depend on its family, so the header is read, not expected.
 *
 * @param columns  the figures' names, after the date
 * @param seconds  each sample's date, in s since the run's origin
 * @param values   per column, its value at each sample (NaN where the file has an empty field)
 * @param cost     what the probe's sampling cost, or null when the probe stored none (it was killed)
 */
public record ProbeRows(String blade, List<String> columns, double[] seconds, double[][] values, ProbeCostRow cost) {

    /** The probe's own CPU, as it stored it at stop. */
    public record ProbeCostRow(String family, long samples, long periodMillis, double microsPerSample,
                               double oneCorePercent) {
    }

    /** The blade's probe rows, or null when it is not a probe (it has no {@code probe} file). */
    public static ProbeRows read(StoredBlade blade) throws IOException {
        Path file = blade.folder().resolve(ProbeBlade.FILE);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        List<String> columns;
        List<double[]> rows = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = in.readLine();
            if (header == null || !header.startsWith("#date_ns,")) {
                throw new StoredRunException(file + ":1: expected a header '#date_ns,...', found '" + header + "'");
            }
            columns = List.of(header.substring("#date_ns,".length()).split(","));
            String line;
            long number = 1;
            while ((line = in.readLine()) != null) {
                number++;
                if (line.isEmpty()) {
                    continue;
                }
                String[] fields = line.split(",", -1);
                if (fields.length != columns.size() + 1) {
                    throw new StoredRunException(file + ":" + number + ": expected " + (columns.size() + 1)
                            + " fields, found " + fields.length);
                }
                double[] row = new double[fields.length];
                try {
                    for (int i = 0; i < fields.length; i++) {
                        row[i] = fields[i].isEmpty() ? Double.NaN : Double.parseDouble(fields[i]);
                    }
                } catch (NumberFormatException e) {
                    throw new StoredRunException(file + ":" + number + ": not a number: " + e.getMessage());
                }
                rows.add(row);
            }
        }
        double[] seconds = rows.stream().mapToDouble(row -> row[0] / 1e9).toArray();
        double[][] values = new double[columns.size()][];
        for (int c = 0; c < columns.size(); c++) {
            int column = c + 1;
            values[c] = rows.stream().mapToDouble(row -> row[column]).toArray();
        }
        return new ProbeRows(blade.id(), columns, seconds, values, cost(blade.folder().resolve(ProbeBlade.COST_FILE)));
    }

    private static ProbeCostRow cost(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        List<ProbeCostRow> rows = CsvFile.read(file, ProbeBlade.COST_HEADER, f -> new ProbeCostRow(f.get(0),
                Long.parseLong(f.get(1)), Long.parseLong(f.get(2)), Double.parseDouble(f.get(4)),
                Double.parseDouble(f.get(5))));
        return rows.isEmpty() ? null : rows.get(0);
    }

    /** The values of one column. */
    public double[] column(String name) {
        int index = columns.indexOf(name);
        if (index < 0) {
            throw new IllegalArgumentException("probe " + blade + " has no column " + name + "; it has " + columns);
        }
        return values[index];
    }

    @Override
    public String toString() {
        return "ProbeRows[" + blade + ", " + columns + ", " + seconds.length + " samples, cost " + cost + "]";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ProbeRows that && blade.equals(that.blade) && columns.equals(that.columns)
                && Arrays.equals(seconds, that.seconds) && Arrays.deepEquals(values, that.values)
                && java.util.Objects.equals(cost, that.cost);
    }

    @Override
    public int hashCode() {
        return blade.hashCode();
    }
}
