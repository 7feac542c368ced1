package org.mwbench.analysis.compare;

import org.mwbench.analysis.stats.SignificanceTest;

/**
 * One action type compared between run A (before) and run B (after): means and p99 in ns,
 * changes in % of A (positive is slower), the test that was applied and the verdict.
 */
public record ComparisonRow(String type, long callsA, long callsB, double meanA, double meanB, double meanChangePct,
                            double p99A, double p99B, double p99ChangePct, SignificanceTest test, Verdict verdict) {
    /** What the change amounts to. */
    public enum Verdict {
        /** significantly slower, by more than the threshold in mean or p99 */
        REGRESSION("REGRESSION"),
        /** significantly faster, by more than the threshold in mean */
        IMPROVEMENT("improvement"),
        /** significant, but within the threshold */
        WITHIN_THRESHOLD("within threshold"),
        /** the test finds no significant difference */
        NO_SIGNIFICANT_CHANGE("no significant change"),
        /** too few values to test */
        UNTESTED("not testable"),
        ONLY_IN_A("only in A"),
        ONLY_IN_B("only in B");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
