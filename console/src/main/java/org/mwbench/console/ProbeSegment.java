package org.mwbench.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.supervisor.Snapshot;

/**
 * A probe blade's part of the progress line: its live figures as the probe last published them
 * ({@code family.column} gauges), each with its unit, e.g. {@code host-cpu: busy 23%} or
 * {@code loopback: rx 1200 kbit/s, tx 1180 kbit/s}; its state when it is not running.
 */
final class ProbeSegment {
    /** Column name endings and how they print, longest first so that {@code _kbit_s} wins over {@code _s}. */
    private static final String[][] UNITS = {
        {"_kbit_s", " kbit/s"}, {"_kb_s", " kB/s"}, {"_pct", "%"}, {"_mb", " MB"}, {"_ms", " ms"}, {"_s", "/s"}};

    private ProbeSegment() {
    }

    static String of(String bladeId, BladeState state, Snapshot snapshot) {
        Map<String, Long> latest = new LinkedHashMap<>();
        for (GaugeReading reading : snapshot.gauges()) {
            int dot = reading.name().indexOf('.');
            if (reading.bladeId().equals(bladeId) && dot > 0) {
                latest.put(reading.name().substring(dot + 1), reading.value());
            }
        }
        StringBuilder segment = new StringBuilder(bladeId);
        if (state != BladeState.RUNNING) {
            segment.append(' ').append(state == null ? "?" : state.label());
        }
        List<String> figures = new ArrayList<>();
        latest.forEach((column, value) -> figures.add(figure(column, value)));
        if (!figures.isEmpty()) {
            segment.append(": ").append(String.join(", ", figures));
        }
        return segment.toString();
    }

    /** {@code busy_pct}, 23 as {@code busy 23%}; a column without a unit ending as {@code threads 21}. */
    static String figure(String column, long value) {
        for (String[] unit : UNITS) {
            if (column.endsWith(unit[0])) {
                return column.substring(0, column.length() - unit[0].length()).replace('_', ' ') + " " + value + unit[1];
            }
        }
        return column.replace('_', ' ') + " " + value;
    }
}
