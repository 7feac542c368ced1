package org.mwbench.analysis.table;

/**
 * One column of a report table. {@code key} is its machine name (CSV header, JSON key, with
 * its unit: {@code mean_us}); {@code header} what a person reads ({@code mean µs}).
 * Numbers keep full precision in the table; {@code decimals} is how text shows them.
 */
public record Column(String key, String header, Kind kind, int decimals) {
    /** How a cell of the column is shown. */
    public enum Kind {
        /** free text */
        TEXT,
        /** a whole number */
        COUNT,
        /** a decimal number */
        NUMBER,
        /** a factor against a baseline, shown as Demarey et al. 2004 prints it: {@code *2.10} */
        RATIO
    }

    public static Column text(String key, String header) {
        return new Column(key, header, Kind.TEXT, 0);
    }

    public static Column count(String key, String header) {
        return new Column(key, header, Kind.COUNT, 0);
    }

    public static Column number(String key, String header, int decimals) {
        return new Column(key, header, Kind.NUMBER, decimals);
    }

    public static Column ratio(String key, String header) {
        return new Column(key, header, Kind.RATIO, 2);
    }

    public boolean numeric() {
        return kind != Kind.TEXT;
    }

    /** The cell as text: "n/a" for a number that could not be computed, "" for an empty cell. */
    public String format(Object cell) {
        if (cell == null) {
            return "";
        }
        if (cell instanceof Number number) {
            double value = number.doubleValue();
            if (Double.isNaN(value) || Double.isInfinite(value)) {
                return "n/a";
            }
            return switch (kind) {
                case COUNT -> Long.toString(Math.round(value));
                case NUMBER -> String.format(java.util.Locale.ROOT, "%." + decimals + "f", value);
                case RATIO -> String.format(java.util.Locale.ROOT, "×%." + decimals + "f", value);
                case TEXT -> cell.toString();
            };
        }
        return cell.toString();
    }
}
