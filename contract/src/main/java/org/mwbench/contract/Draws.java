package org.mwbench.contract;

import java.util.SplittableRandom;

/**
 * Bounded draws built on {@link SplittableRandom#nextLong()} alone.
 *
 * <p>Why not {@code SplittableRandom.nextInt(origin, bound)} and friends? The sequence of
 * {@code nextLong()} is the documented SplitMix algorithm (Steele, Lea and Flood, OOPSLA 2014),
 * unchanged since Java 8. How the bounded methods map that sequence to a range is an
 * implementation detail of the JDK, and that code was moved into shared code in JDK 17
 * (JEP 356). The
 * reference data must be the same on every JVM that ever runs a benchmark, so the mapping is
 * written out here, where it cannot change under us.
 *
 * <p>The mapping is {@code Math.floorMod(nextLong(), span)}. Its bias is at most
 * {@code span / 2^64}, far below anything that matters for benchmark payloads; what matters is
 * that it is exact and the same everywhere.
 */
final class Draws {

    private Draws() {
    }

    /**
     * @param rng the generator
     * @param min the smallest value
     * @param max the largest value, at least {@code min}, with {@code max - min < Long.MAX_VALUE}
     * @return a value in {@code [min, max]}
     */
    static long longIn(SplittableRandom rng, long min, long max) {
        return min + Math.floorMod(rng.nextLong(), max - min + 1);
    }

    /**
     * @param rng the generator
     * @param min the smallest value
     * @param max the largest value, at least {@code min}
     * @return a value in {@code [min, max]}
     */
    static int intIn(SplittableRandom rng, int min, int max) {
        return (int) longIn(rng, min, max);
    }

    /**
     * @param rng the generator
     * @param choices the values to choose from, not empty
     * @return one of {@code choices}
     */
    static String oneOf(SplittableRandom rng, String[] choices) {
        return choices[intIn(rng, 0, choices.length - 1)];
    }

    /**
     * Fills {@code shorts} from successive {@code nextLong()}s, least significant 16 bits first.
     *
     * @param rng the generator
     * @param shorts the array to fill
     */
    static void fill(SplittableRandom rng, short[] shorts) {
        long word = 0;
        for (int i = 0; i < shorts.length; i++) {
            if ((i & 3) == 0) {
                word = rng.nextLong();
            }
            shorts[i] = (short) word;
            word >>>= 16;
        }
    }

    /**
     * Fills {@code bytes} from successive {@code nextLong()}s, least significant byte first.
     *
     * @param rng the generator
     * @param bytes the array to fill
     */
    static void fill(SplittableRandom rng, byte[] bytes) {
        long word = 0;
        for (int i = 0; i < bytes.length; i++) {
            if ((i & 7) == 0) {
                word = rng.nextLong();
            }
            bytes[i] = (byte) word;
            word >>>= 8;
        }
    }
}
