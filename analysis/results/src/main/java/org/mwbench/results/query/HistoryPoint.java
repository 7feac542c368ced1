package org.mwbench.results.query;

/**
 * One run's value of a metric for one case on one testbed, with its 95% interval ({@code low},
 * {@code high}; equal to the value where none can be computed, as for max): for a percentile,
 * the distribution-free interval of the order statistics around its rank; for the mean, the
 * Student-t interval over the series' means with two series or more, else the normal interval
 * of the calls' mean; for throughput, the Student-t interval over series. Times in epoch ms.
 */
public record HistoryPoint(String runId, String folderName, String planName, Long startedAt, String mwbenchVersion,
                           boolean cutShort, String testbedId, String testbedLabel, String middleware,
                           String clientLibrary, String operation, int payloadSize, int clients, long calls,
                           long errors, int series, double value, double low, double high) {
}
