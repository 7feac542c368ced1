package org.mwbench.platform.event;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;
import org.HdrHistogram.Histogram;

/**
 * A blade's live statistics, shared by all its recording threads: a fixed number of
 * stripes, each holding plain HdrHistograms per action type and {@link HistogramKind}. A
 * recording thread claims a stripe for the length of one call's record (one CAS on a word
 * of its own cache line), writes, and releases it; a thread that finds its stripe claimed
 * moves to the next one, so nobody waits on a writer. Once per interval the collector
 * claims each stripe in turn and swaps its histograms for the ones emptied at the roll
 * before: nothing is copied under the claim, and a roll's cost is stripes x action types x
 * kinds, whatever the number of threads and users.
 *
 * <p>Why not HdrHistogram's {@code Recorder} per stripe: it is multi-writer through a
 * {@code WriterReaderPhaser} and a concurrent histogram, several atomic increments per value
 * and up to three values per call; here a call costs one CAS and a release store, and its
 * values (duration, latency from the intended start, late start) land in the same interval.
 */
public final class StripedStatistics {
    /** Ints between two claim words: 128 bytes, so that no two stripes' claims share a cache line or its neighbour. */
    private static final int CLAIM_SPACING = 32;
    private static final VarHandle CLAIM = MethodHandles.arrayElementVarHandle(int[].class);
    /** Full rounds of claimed stripes a writer spins through before it yields its core to their holders. */
    private static final int SPINS_BEFORE_YIELD = 64;

    private final int[] claims;
    private final Stripe[] stripes;
    private final int mask;
    /** Hands each new recording thread the next stripe, so few threads start on a shared one. */
    private final AtomicInteger handedOut = new AtomicInteger();

    /** @param stripeCount a power of two */
    public StripedStatistics(int stripeCount) {
        if (stripeCount <= 0 || Integer.bitCount(stripeCount) != 1) {
            throw new IllegalArgumentException("stripes must be a power of two, not " + stripeCount);
        }
        claims = new int[stripeCount * CLAIM_SPACING];
        stripes = new Stripe[stripeCount];
        for (int i = 0; i < stripeCount; i++) {
            stripes[i] = new Stripe();
        }
        mask = stripeCount - 1;
    }

    /** The power of two at or above twice the cores, at least 4 and at most 64: few enough to roll, enough to rarely collide. */
    public static int defaultStripes(int cores) {
        int wanted = Math.min(64, Math.max(4, 2 * cores));
        return Integer.highestOneBit(wanted - 1) << 1;
    }

    public int stripeCount() {
        return stripes.length;
    }

    /** A recording thread's handle, starting on the next stripe in turn. */
    public ThreadStatistics newThreadStatistics() {
        return new ThreadStatistics(this, handedOut.getAndIncrement() & mask);
    }

    /** Claims the given stripe, or the first free one after it; returns the index claimed. */
    int claimFrom(int home) {
        int index = home;
        for (int tries = 1; ; tries++) {
            if (tryClaim(index)) {
                return index;
            }
            index = (index + 1) & mask;
            if (index == home) {
                // Every stripe is claimed: their holders were preempted mid-record. Give them the core.
                if (tries > SPINS_BEFORE_YIELD * stripes.length) {
                    Thread.yield();
                } else {
                    Thread.onSpinWait();
                }
            }
        }
    }

    private boolean tryClaim(int index) {
        int at = index * CLAIM_SPACING;
        return (int) CLAIM.getVolatile(claims, at) == 0 && CLAIM.compareAndSet(claims, at, 0, 1);
    }

    Stripe stripe(int index) {
        return stripes[index];
    }

    void release(int index) {
        CLAIM.setRelease(claims, index * CLAIM_SPACING, 0);
    }

    /**
     * For the collector, one thread at a time: swaps every stripe's histograms for emptied
     * ones and adds what they held into {@code sums}, indexed by type id and then by
     * {@link HistogramKind#ordinal()}; a type's row is made by {@code newSums} on its first
     * values. Every value recorded before this call is in the sums, each exactly once, but for
     * a type id beyond {@code sums} (registered since the caller sized them): its histograms
     * are left as they are, and swapped out again, values and all, at the next call.
     *
     * @return the recorders drained: the stripes
     */
    public int drainInto(Histogram[][] sums, java.util.function.Supplier<Histogram[]> newSums) {
        for (int index = 0; index < stripes.length; index++) {
            Stripe stripe = stripes[index];
            claimForCollector(index);
            TypeHistograms[] interval = stripe.swap();
            release(index);
            for (int type = 0; type < interval.length && type < sums.length; type++) {
                if (interval[type] != null && interval[type].hasValues()) {
                    interval[type].drainInto(sums[type] != null ? sums[type] : (sums[type] = newSums.get()));
                }
            }
            stripe.keepAsSpare(interval);
        }
        return stripes.length;
    }

    /** The collector waits for a writer, which holds a stripe for one record, or longer when preempted. */
    private void claimForCollector(int index) {
        for (int tries = 0; !tryClaim(index); tries++) {
            if (tries < SPINS_BEFORE_YIELD) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
    }

    /** One stripe's histograms, written only under its claim. */
    static final class Stripe {
        /** Per type id; entries are null until the type's first value here. */
        private TypeHistograms[] active = new TypeHistograms[0];
        /** The collector's own: the set emptied at the last roll, swapped in at the next. */
        private TypeHistograms[] spare = new TypeHistograms[0];

        TypeHistograms forType(int type) {
            TypeHistograms[] current = active;
            if (type < current.length && current[type] != null) {
                return current[type];
            }
            TypeHistograms[] grown = type < current.length ? current : java.util.Arrays.copyOf(current, type + 1);
            grown[type] = new TypeHistograms();
            active = grown;
            return grown[type];
        }

        /**
         * Under the collector's claim: the interval's histograms out, the emptied ones in. A
         * roll that failed before handing its set back leaves none: writers then start afresh.
         */
        TypeHistograms[] swap() {
            TypeHistograms[] interval = active;
            active = spare != null ? spare : new TypeHistograms[0];
            spare = null;
            return interval;
        }

        void keepAsSpare(TypeHistograms[] emptied) {
            spare = emptied;
        }
    }

    /**
     * One action type's histograms in one stripe, one per {@link HistogramKind}, each made on
     * first use: a stripe that sees no failure holds no failure histogram. Fields rather than
     * an array indexed by kind: the hot path reads one field per value, with no array load or
     * bounds check.
     */
    static final class TypeHistograms {
        private Histogram measured;
        private Histogram failed;
        private Histogram warmup;
        private Histogram intended;
        private Histogram late;

        Histogram measured() {
            return measured != null ? measured : (measured = newHistogram());
        }

        Histogram failed() {
            return failed != null ? failed : (failed = newHistogram());
        }

        Histogram warmup() {
            return warmup != null ? warmup : (warmup = newHistogram());
        }

        Histogram intended() {
            return intended != null ? intended : (intended = newHistogram());
        }

        Histogram late() {
            return late != null ? late : (late = newHistogram());
        }

        /** Auto-resizing: its counts follow the range of values seen, not the hour it may hold. */
        private static Histogram newHistogram() {
            return new Histogram(CallAccumulator.SIGNIFICANT_DIGITS);
        }

        boolean hasValues() {
            return nonEmpty(measured) || nonEmpty(failed) || nonEmpty(warmup) || nonEmpty(intended) || nonEmpty(late);
        }

        /** Adds these values into the sums, indexed by {@link HistogramKind#ordinal()}, and empties them for reuse. */
        void drainInto(Histogram[] sums) {
            moveInto(measured, sums[HistogramKind.MEASURED.ordinal()]);
            moveInto(failed, sums[HistogramKind.FAILED.ordinal()]);
            moveInto(warmup, sums[HistogramKind.WARMUP.ordinal()]);
            moveInto(intended, sums[HistogramKind.INTENDED.ordinal()]);
            moveInto(late, sums[HistogramKind.LATE.ordinal()]);
        }

        private static boolean nonEmpty(Histogram histogram) {
            return histogram != null && histogram.getTotalCount() > 0;
        }

        private static void moveInto(Histogram histogram, Histogram sum) {
            if (nonEmpty(histogram)) {
                sum.add(histogram);
                histogram.reset();
            }
        }
    }
}
