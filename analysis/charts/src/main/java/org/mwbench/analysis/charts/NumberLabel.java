package org.mwbench.analysis.charts;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Tick labels a reader takes in at a glance: "950", "2.5k", "120k", "1.2M", never "1.2E5"
 * (XChart's default for large values) nor "229.6629092028454" (its label for an axis whose
 * only value is not round). Three significant digits at most, trailing zeros dropped.
 */
public final class NumberLabel {
    private static final String[] SUFFIXES = {"", "k", "M", "G", "T"};

    private NumberLabel() {
    }

    /** The value in three significant digits at most, with a k, M, G or T suffix from 999.5 up. */
    public static String compact(double value) {
        if (!Double.isFinite(value)) {
            return " ";
        }
        if (value == 0) {
            return "0";
        }
        double magnitude = Math.abs(value);
        int step = 0;
        while (magnitude >= 999.5 && step < SUFFIXES.length - 1) {
            magnitude /= 1000;
            step++;
        }
        BigDecimal rounded = new BigDecimal(magnitude).round(new MathContext(3, RoundingMode.HALF_EVEN));
        if (rounded.compareTo(BigDecimal.valueOf(1000)) >= 0 && step < SUFFIXES.length - 1) {
            rounded = rounded.divide(BigDecimal.valueOf(1000)); // 999.7k rounds to 1000k: say 1M
            step++;
        }
        String digits = rounded.stripTrailingZeros().toPlainString();
        return (value < 0 ? "-" : "") + digits + SUFFIXES[step];
    }
}
