package org.mwbench.platform.storage;

import java.io.FileNotFoundException;
import java.nio.file.Path;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.mwbench.platform.blade.HistogramTags;
import org.mwbench.platform.event.HistogramKind;

/**
 * Reads a blade's {@code histogram} file (an HdrHistogram interval log) interval by
 * interval, splitting each tag into its action type and its kind: the quick statistics
 * and the analysis both read the log through here. Time stamps of the histograms are in
 * ms since the run's origin (the log stores seconds).
 */
public final class HistogramLogFile {
    /** Receives each tagged interval histogram of the log, in file order. */
    @FunctionalInterface
    public interface IntervalConsumer {
        void interval(String type, HistogramKind kind, Histogram histogram);
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
            HistogramKind kind = HistogramKind.of(tag);
            String type = HistogramTags.decode(tag.substring(0, tag.length() - kind.suffix().length()));
            consumer.interval(type, kind, histogram);
        }
    }
}
