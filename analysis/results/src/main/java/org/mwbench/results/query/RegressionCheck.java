package org.mwbench.results.query;

/**
 * The verdict on one case's latest run on one testbed against the runs before it.
 * {@code earlier} is how many runs the window held; with fewer than
 * {@link RegressionDetector#MIN_EARLIER} the case is not judged ({@code judged} false).
 * {@code limit} is the end of the one-sided 99% prediction interval of the earlier values.
 */
public record RegressionCheck(HistoryPoint latest, int earlier, double baselineMean, double baselineStdDev,
                              double limit, double changePct, boolean judged, boolean regressed) {

    /** The case as one line: middleware, client library, operation, payload and clients. */
    public String caseName() {
        return latest.middleware() + (latest.clientLibrary().isEmpty() ? "" : " (" + latest.clientLibrary() + ")") + " "
                + latest.operation() + ", " + latest.clients() + " client(s)";
    }
}
