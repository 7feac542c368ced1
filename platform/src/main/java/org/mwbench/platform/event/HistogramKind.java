package org.mwbench.platform.event;

/**
 * What one interval histogram of one action type counts, and the suffix of its tag in a
 * blade's histogram log ({@code TYPE}, {@code TYPE#failed}, ...). The live collector tags
 * histograms with it, and {@link CallAccumulator} reads them back by it.
 */
public enum HistogramKind {
    /** durations of measured, successful calls (tag {@code TYPE}) */
    MEASURED(""),
    /** durations of failed calls ({@code TYPE#failed}) */
    FAILED("#failed"),
    /** durations of warm-up calls ({@code TYPE#warmup}) */
    WARMUP("#warmup"),
    /** latency of successful calls from their intended start, open model ({@code TYPE@intended}) */
    INTENDED("@intended"),
    /**
     * iteration delays of the late starts ({@link OpenModel#lateStart}), open model
     * ({@code TYPE@late}): its count is the late starts, exact. Logs written before it
     * existed have none, and their late starts read as 0.
     */
    LATE("@late");

    private final String suffix;

    HistogramKind(String suffix) {
        this.suffix = suffix;
    }

    /** The suffix after the encoded action type in a tag. */
    public String suffix() {
        return suffix;
    }

    /** The kind a tag ends with; {@link #MEASURED} when it ends with none. */
    public static HistogramKind of(String tag) {
        for (HistogramKind kind : values()) {
            if (kind != MEASURED && tag.endsWith(kind.suffix)) {
                return kind;
            }
        }
        return MEASURED;
    }
}
