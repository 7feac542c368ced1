package org.mwbench.analysis.jmeter;

import java.util.List;

/**
 * The JTL columns mwbench exports: JMeter's default CSV result format with its header line
 * (jmeter.save.saveservice.* defaults). {@code elapsed} and {@code Latency} are milliseconds,
 * JMeter's unit; {@code timeStamp} is epoch milliseconds of the call's start.
 */
public final class JtlFormat {

    /** The header's columns, in order. */
    public static final List<String> COLUMNS = List.of(
            "timeStamp", "elapsed", "label", "responseCode", "responseMessage", "threadName", "dataType",
            "success", "failureMessage", "bytes", "sentBytes", "grpThreads", "allThreads", "URL", "Latency",
            "IdleTime", "Connect");

    /** The header line as written: the columns joined by commas. */
    public static final String HEADER = String.join(",", COLUMNS);

    /** Columns holding whole numbers (JMeter parses them as long). */
    static final List<String> INTEGER_COLUMNS = List.of(
            "timeStamp", "elapsed", "bytes", "sentBytes", "grpThreads", "allThreads", "Latency", "IdleTime", "Connect");

    private JtlFormat() {
    }
}
