package org.mwbench.platform.probe;

import java.io.IOException;
import java.util.List;

/**
 * What one probe family reads: its columns, and one sample per call, each a single read of its
 * source. Counters become rates over the time since the previous sample, so a sampler keeps
 * that sample; its first reading, made when it is created, is the baseline.
 */
interface ProbeSampler extends AutoCloseable {
    /** The probe file's columns after the date, each name ending in its unit. */
    List<String> columns();

    /** The columns published live (progress line, web console), a few of {@link #columns()}. */
    List<String> liveColumns();

    /** @param nanoTime {@code System.nanoTime()} of this sample, for the rates */
    double[] sample(long nanoTime) throws IOException;

    @Override
    default void close() {
    }
}
