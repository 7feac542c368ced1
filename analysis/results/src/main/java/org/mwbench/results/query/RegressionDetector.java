package org.mwbench.results.query;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Finds regressions as Bencher and Conbench do, over a window of earlier results of the same
 * case on the same testbed rather than against one other run: the latest run's value is a
 * regression when it lies beyond the one-sided 99% Student-t prediction interval of the
 * {@code window} runs before it, {@code mean + t(0.99, n-1) s sqrt(1 + 1/n)} (below it for
 * throughput), and differs from their mean by at least {@code minChangePct} (so that a window
 * of nearly equal values does not flag a change nobody would act on). A prediction interval
 * is the t-test of one new observation against a sample: it needs no assumption on how much
 * the latest run varies, and its width grows with the noise the testbed showed.
 */
public final class RegressionDetector {
    /** Fewer earlier runs than this and the case is reported as not judged. */
    public static final int MIN_EARLIER = 3;
    private static final double ONE_SIDED_LEVEL = 0.99;

    private final int window;
    private final double minChangePct;

    public RegressionDetector(int window, double minChangePct) {
        if (window < MIN_EARLIER) {
            throw new IllegalArgumentException("the window must hold " + MIN_EARLIER + " runs or more, not " + window);
        }
        this.window = window;
        this.minChangePct = minChangePct;
    }

    /** One check per case and testbed, of its latest run; the history is any order. */
    public List<RegressionCheck> check(List<HistoryPoint> history, Metric metric) {
        Map<String, List<HistoryPoint>> groups = new LinkedHashMap<>();
        for (HistoryPoint point : history) {
            if (Double.isNaN(point.value())) {
                continue;
            }
            String key = String.join("\u0000", point.testbedId(), point.middleware(), point.clientLibrary(),
                    point.operation(), Integer.toString(point.payloadSize()), Integer.toString(point.clients()));
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(point);
        }
        List<RegressionCheck> checks = new ArrayList<>();
        for (List<HistoryPoint> points : groups.values()) {
            points.sort(Comparator.comparing((HistoryPoint p) -> p.startedAt() == null ? Long.MIN_VALUE : p.startedAt())
                    .thenComparing(HistoryPoint::runId));
            checks.add(judge(points, metric));
        }
        return checks;
    }

    private RegressionCheck judge(List<HistoryPoint> points, Metric metric) {
        HistoryPoint latest = points.get(points.size() - 1);
        List<HistoryPoint> earlier = points.subList(Math.max(0, points.size() - 1 - window), points.size() - 1);
        int n = earlier.size();
        double mean = earlier.stream().mapToDouble(HistoryPoint::value).average().orElse(Double.NaN);
        double change = (latest.value() - mean) / mean * 100;
        if (n < MIN_EARLIER) {
            return new RegressionCheck(latest, n, mean, Double.NaN, Double.NaN, change, false, false);
        }
        double squares = earlier.stream().mapToDouble(p -> (p.value() - mean) * (p.value() - mean)).sum();
        double stdDev = Math.sqrt(squares / (n - 1));
        double reach = new TDistribution(n - 1).inverseCumulativeProbability(ONE_SIDED_LEVEL) * stdDev
                * Math.sqrt(1 + 1.0 / n);
        boolean worse = metric.higherIsBetter() ? latest.value() < mean - reach : latest.value() > mean + reach;
        double worsePct = metric.higherIsBetter() ? -change : change;
        double limit = metric.higherIsBetter() ? mean - reach : mean + reach;
        return new RegressionCheck(latest, n, mean, stdDev, limit, change, true, worse && worsePct >= minChangePct);
    }
}
