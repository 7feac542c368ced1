package org.mwbench.injectors.plugins;

import java.util.random.RandomGenerator;

/**
 * Random draws of delays and numbers, shared by the think times of {@code common}, the
 * service times of {@code synthetic-target} and the variables of {@code random}. Every
 * method is allocation-free and lock-free given a lock-free generator
 * ({@link java.util.concurrent.ThreadLocalRandom#current()} or a per-session
 * {@link java.util.SplittableRandom}).
 */
final class RandomDelays {

    /**
     * An exponential draw is cut at this many means. Inverse-transform sampling from a
     * 53-bit uniform double can reach -ln(2^-53), about 36.7 means: with a 10 s mean think
     * time, one unlucky draw would stall a virtual user for six minutes, which reads as a
     * hang, not as load. A draw exceeds 20 means with probability e^-20 (about 2e-9), so
     * the cap changes the mean by a negligible e^-20 * mean and the shape not visibly.
     */
    static final int EXPONENTIAL_CAP_IN_MEANS = 20;

    private RandomDelays() {
    }

    /** Uniform over [min, max], both included; requires min <= max. */
    static long uniform(RandomGenerator random, long min, long max) {
        long count = max - min + 1;
        if (count > 0) {
            return min + random.nextLong(count);
        }
        // The range holds more values than a positive long can count (or, for
        // [Long.MIN_VALUE, Long.MAX_VALUE], all 2^64 of them): draw any long and reject
        // the ones outside. More than half of all longs are inside, so fewer than two
        // draws are needed on average.
        long draw;
        do {
            draw = random.nextLong();
        } while (draw < min || draw > max);
        return draw;
    }

    /** Exponential with the given mean, in ns, capped at {@link #EXPONENTIAL_CAP_IN_MEANS} means. */
    static long exponential(RandomGenerator random, long meanNanos) {
        return exponentialFromUniform(random.nextDouble(), meanNanos);
    }

    /**
     * Inverse-transform sampling: for u uniform in [0, 1), -mean * ln(1 - u) is
     * exponential. log1p(-u) is ln(1 - u) without the rounding of computing 1 - u first,
     * and it is finite over the whole range since 1 - u is never 0. Kept apart from the
     * generator so that the cap can be tested at its edge, where no test would ever draw.
     */
    static long exponentialFromUniform(double uniform, long meanNanos) {
        double draw = -meanNanos * Math.log1p(-uniform);
        double cap = (double) EXPONENTIAL_CAP_IN_MEANS * meanNanos;
        // A double keeps 20 * mean from overflowing a long; the cast saturates.
        return (long) Math.min(draw, cap);
    }

    /**
     * Gaussian, clamped at 0 since a delay cannot be negative. The clamp moves the mean up
     * when the deviation is not small against the mean (by about 8% of the deviation at
     * deviation = mean); with deviation <= mean / 3 less than 0.2% of draws are clamped.
     *
     * <p>Box-Muller on two uniform draws, not {@code nextGaussian()}: on JDK 17 to 25,
     * ThreadLocalRandom does not override {@code java.util.Random.nextGaussian()}, which
     * is {@code synchronized} on the one ThreadLocalRandom instance every thread shares,
     * so all virtual users would contend for a single lock in their think times.
     */
    static long gaussian(RandomGenerator random, long meanNanos, long deviationNanos) {
        double radius = Math.sqrt(-2.0 * Math.log(1.0 - random.nextDouble())); // 1 - u is in (0, 1]
        double standard = radius * Math.cos(2.0 * Math.PI * random.nextDouble());
        double draw = meanNanos + deviationNanos * standard;
        return draw <= 0 ? 0 : (long) draw;
    }
}
