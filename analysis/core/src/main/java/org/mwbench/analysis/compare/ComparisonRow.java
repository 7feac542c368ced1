package org.mwbench.analysis.compare;

import org.mwbench.analysis.stats.SignificanceTest;

/**
 * One case, a blade's action type, compared between run A (before) and run B (after): means
 * and p99 in ns, changes in % of A (positive is slower), the test that was applied and the
 * verdict. The blade is part of the case so that two blades running one action type (the
 * quickstart's 1 ms and 10 ms synthetic blades) are compared each on its own, never blended;
 * the payload is part of the action type in the plans that vary it (one type per size).
 */
public record ComparisonRow(String blade, String type, long callsA, long callsB, double meanA, double meanB, double meanChangePct,
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

    /** The case's name, as the output and the JUnit file give it: {@code blade: type}. */
    public String caseName() {
        return blade + ": " + type;
    }

    /** True when the other run has no case of this blade and action type: nothing was compared. */
    public boolean unpaired() {
        return verdict == Verdict.ONLY_IN_A || verdict == Verdict.ONLY_IN_B;
    }
}
