package org.mwbench.analysis.compare;

/**
 * A case one run has and the other does not: a blade's action type, or a plateau at a
 * client count. Nothing of it was compared, so a CI gate must not count it as passed.
 *
 * @param name     the case as compare names it: {@code blade: type}, or {@code plateau middleware type, N clients}
 * @param onlyInA  true when run A has it, false when run B has it
 */
public record UnpairedCase(String name, boolean onlyInA) {
    /** {@code only in A} or {@code only in B}. */
    public String side() {
        return onlyInA ? ComparisonRow.Verdict.ONLY_IN_A.label() : ComparisonRow.Verdict.ONLY_IN_B.label();
    }

    /** {@code 'name' (only in A)}. */
    @Override
    public String toString() {
        return "'" + name + "' (" + side() + ")";
    }
}
