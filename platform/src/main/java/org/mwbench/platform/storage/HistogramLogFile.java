package org.mwbench.platform.storage;

import java.io.FileNotFoundException;
import java.nio.file.Path;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.mwbench.platform.blade.HistogramTags;
import org.mwbench.platform.blade.LiveDataCollector;

/**
 * Reads a blade's {@code histogram} file (an HdrHistogram interval log) interval by
 * interval, splitting each tag into its action type and its kind: the quick statistics
 * and the analysis both read the log through here. Time stamps of the histograms are in
 * ms since the run's origin (the log stores seconds).
 */
public final class HistogramLogFile {
    /** What an interval histogram of one action type counts. */
    public enum Kind {
        /** durations of measured, successful calls (tag {@code TYPE}) */
        MEASURED(""),
        /** durations of failed calls ({@code TYPE#failed}) */
        FAILED(LiveDataCollector.FAILED_TAG),
        /** durations of warm-up calls ({@code TYPE#warmup}) */
        WARMUP(LiveDataCollector.WARMUP_TAG),
        /** latency from the intended start, open model ({@code TYPE@intended}) */
        INTENDED(LiveDataCollector.INTENDED_TAG);

        private final String suffix;

        Kind(String suffix) {
            this.suffix = suffix;
        }

        static Kind of(String tag) {
            for (Kind kind : values()) {
                if (kind != MEASURED && tag.endsWith(kind.suffix)) {
                    return kind;
                }
            }
            return MEASURED;
        }
    }

    /** Receives each tagged interval histogram of the log, in file order. */
    @FunctionalInterface
    public interface IntervalConsumer {
        void interval(String type, Kind kind, Histogram histogram);
    }

    private HistogramLogFile() {
    }

    public static void forEach(Path log, IntervalConsumer consumer) throws FileNotFoundException {
        HistogramLogReader reader = new HistogramLogReader(log.toFile());
        EncodableHistogram interval;
        while ((interval = reader.nextIntervalHistogram()) != null) {
            if (!(interval instanceof Histogram histogram) || histogram.getTag() == null) {
                continue;
            }
            String tag = histogram.getTag();
            Kind kind = Kind.of(tag);
            String type = HistogramTags.decode(tag.substring(0, tag.length() - kind.suffix.length()));
            consumer.interval(type, kind, histogram);
        }
    }
}
