package org.mwbench.analysis.report;

/**
 * The unit a probe column's name ends in ({@code busy_pct}, {@code rx_kbit_s}, {@code heap_used_mb}),
 * so that the report puts on one plot only the figures that share an axis.
 *
 * @param axis the axis title
 * @param slug the unit in a plot's file name
 */
public record ProbeUnits(String axis, String slug) {
    /** Name endings, longest first so that {@code _kbit_s} wins over {@code _s}. */
    private static final String[][] ENDINGS = {
        {"_pct", "%", "pct"}, {"_mb", "MB", "mb"}, {"_kbit_s", "kbit/s", "kbit-s"}, {"_kb_s", "kB/s", "kb-s"},
        {"_s", "per second", "per-s"}, {"_ms", "ms per period", "ms"}};

    public static ProbeUnits of(String column) {
        for (String[] ending : ENDINGS) {
            if (column.endsWith(ending[0])) {
                return new ProbeUnits(ending[1], ending[2]);
            }
        }
        return new ProbeUnits("count", "count");
    }
}
