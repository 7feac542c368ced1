package org.mwbench.platform.plan;

import java.io.Serializable;

/**
 * One pass/fail criterion of a plan ({@code criterion.N=p99(tcp ping) < 5ms}), as k6's thresholds
 * and Gatling's assertions: checked against what the run measured, and {@code mwbench run} fails
 * with its own exit code when one does not hold. {@link CriterionParser} gives the grammar.
 *
 * @param key     the plan key, {@code criterion.N}
 * @param text    the criterion as written, for tables and JUnit files
 * @param metric  what is measured
 * @param subject an action type as the quick statistics name it, or {@link #EVERY} for each one
 * @param bound   the bound, in the metric's unit (ns, calls/s, % or a count); unused by {@code settled}
 */
public record Criterion(String key, String text, Metric metric, String subject, Comparison comparison, double bound)
        implements Serializable {
    /** The subject that means every action type the run measured, each on its own. */
    public static final String EVERY = "*";

    /** What a criterion measures, and in which unit its bound is written. */
    public enum Metric {
        MEAN("mean", Unit.DURATION), MEDIAN("median", Unit.DURATION), P90("p90", Unit.DURATION),
        P95("p95", Unit.DURATION), P99("p99", Unit.DURATION), P999("p999", Unit.DURATION), MAX("max", Unit.DURATION),
        THROUGHPUT("throughput", Unit.PER_SECOND),
        /** Failed calls: with {@code %} their share of the calls, without their count. */
        ERROR_RATE("errors", Unit.PERCENT), ERROR_COUNT("errors", Unit.COUNT),
        /** Every steady plateau of the subject reached its target width ({@code plateaus} files). */
        SETTLED("settled", Unit.NONE);

        private final String word;
        private final Unit unit;

        Metric(String word, Unit unit) {
            this.word = word;
            this.unit = unit;
        }

        public String word() {
            return word;
        }

        public Unit unit() {
            return unit;
        }
    }

    public enum Unit { DURATION, PER_SECOND, PERCENT, COUNT, NONE }

    public enum Comparison {
        BELOW("<"), AT_MOST("<="), ABOVE(">"), AT_LEAST(">=");

        private final String symbol;

        Comparison(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }

        public boolean holds(double measured, double bound) {
            return switch (this) {
                case BELOW -> measured < bound;
                case AT_MOST -> measured <= bound;
                case ABOVE -> measured > bound;
                case AT_LEAST -> measured >= bound;
            };
        }
    }

    public boolean everyType() {
        return subject.equals(EVERY);
    }
}
