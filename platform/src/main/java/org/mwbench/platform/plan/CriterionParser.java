package org.mwbench.platform.plan;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.plan.Criterion.Comparison;
import org.mwbench.platform.plan.Criterion.Metric;

/**
 * Reads a plan's {@code criterion.N} values. The grammar, small on purpose:
 *
 * <pre>
 * criterion.N = METRIC(SUBJECT) OP BOUND
 * criterion.N = settled(SUBJECT)
 *   METRIC   mean median p90 p95 p99 p999 max   latency of the successful calls; BOUND a duration: 250us, 5ms, 1s
 *            throughput                          calls per second; BOUND a number, /s optional: 1000, 1000/s
 *            errors                              BOUND with %: the share of calls that failed (1%); without: their count
 *   SUBJECT  an action type as the quick statistics name it (tcp ping), or * for each action type on its own
 *   OP       &lt; &lt;= &gt; &gt;=
 * </pre>
 *
 * {@code settled(SUBJECT)} holds when every steady plateau of that behavior or action type reached its
 * target width, or the widest its plateau runner accepts once a plateau's time is spent (its widest=). A subject no action type of the run matches fails the criterion, rather than passing it.
 */
public final class CriterionParser {
    /** The plan keys criteria are written under. */
    public static final Pattern KEY = Pattern.compile("criterion\\.([0-9]+)");
    /** The grammar in one line, for error messages. */
    public static final String GRAMMAR = "METRIC(SUBJECT) OP BOUND, e.g. p99(tcp ping) < 5ms, errors(*) < 1%, "
            + "throughput(rmi ping) >= 1000/s, or settled(SUBJECT); METRIC is one of mean, median, p90, p95, p99, p999, "
            + "max, throughput, errors; OP one of <, <=, >, >=; SUBJECT an action type or *";

    private static final Pattern SHAPE = Pattern.compile("([A-Za-z0-9_]+)\\s*\\((.*)\\)\\s*(?:(<=|>=|<|>)\\s*(.*))?");

    private CriterionParser() {
    }

    /** @throws IllegalArgumentException naming what is wrong, for a plan error at the key */
    public static Criterion parse(String key, String value) {
        String text = value.strip();
        Matcher matcher = SHAPE.matcher(text);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a criterion: write " + GRAMMAR);
        }
        String word = matcher.group(1).toLowerCase(Locale.ROOT);
        String subject = matcher.group(2).strip();
        if (subject.isEmpty()) {
            throw new IllegalArgumentException("'" + text + "' names no subject: write an action type, or * for each one");
        }
        if (word.equals(Metric.SETTLED.word())) {
            if (matcher.group(3) != null) {
                throw new IllegalArgumentException("'" + text + "': settled(SUBJECT) takes no bound");
            }
            return new Criterion(key, text, Metric.SETTLED, subject, Comparison.AT_LEAST, 0);
        }
        if (matcher.group(3) == null || matcher.group(4).isBlank()) {
            throw new IllegalArgumentException("'" + text + "' has no bound: write " + word + "(" + subject + ") OP BOUND, "
                    + "OP one of <, <=, >, >=");
        }
        Comparison comparison = Arrays.stream(Comparison.values())
                .filter(candidate -> candidate.symbol().equals(matcher.group(3))).findFirst().orElseThrow();
        String bound = matcher.group(4).strip();
        Metric metric = metric(word, bound, text);
        return new Criterion(key, text, metric, subject, comparison, bound(metric, bound, text));
    }

    private static Metric metric(String word, String bound, String text) {
        if (word.equals("errors")) {
            return bound.endsWith("%") ? Metric.ERROR_RATE : Metric.ERROR_COUNT;
        }
        return Arrays.stream(Metric.values()).filter(metric -> metric.word().equals(word)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("'" + text + "': no metric named '" + word + "'; "
                        + "one of mean, median, p90, p95, p99, p999, max, throughput, errors, settled"));
    }

    private static double bound(Metric metric, String bound, String text) {
        try {
            return switch (metric.unit()) {
                case DURATION -> {
                    if (!bound.matches(".*[a-z]")) {
                        throw new IllegalArgumentException("a latency's bound needs its unit");
                    }
                    yield Durations.parse(bound, "ns").toNanos();
                }
                case PER_SECOND -> nonNegative(bound.endsWith("/s") ? bound.substring(0, bound.length() - 2) : bound);
                case PERCENT -> percent(bound.substring(0, bound.length() - 1));
                case COUNT -> wholeNumber(bound);
                case NONE -> 0;
            };
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "': bound '" + bound + "' is not valid: " + expected(metric)
                    + " (" + e.getMessage() + ")");
        }
    }

    private static String expected(Metric metric) {
        return switch (metric.unit()) {
            case DURATION -> "expected a duration with its unit, e.g. 250us, 5ms, 1s";
            case PER_SECOND -> "expected calls per second, e.g. 1000 or 1000/s";
            case PERCENT -> "expected a share from 0% to 100%, e.g. 1% or 0.5%";
            case COUNT -> "expected a whole number of failed calls, or a share with %";
            case NONE -> "";
        };
    }

    private static double nonNegative(String number) {
        double value = Double.parseDouble(number.strip());
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("not a number of 0 or more");
        }
        return value;
    }

    private static double percent(String number) {
        double value = nonNegative(number);
        if (value > 100) {
            throw new IllegalArgumentException("over 100%");
        }
        return value;
    }

    private static double wholeNumber(String number) {
        long value = Long.parseLong(number.strip());
        if (value < 0) {
            throw new IllegalArgumentException("below 0");
        }
        return value;
    }
}
