package org.mwbench.contract;

/**
 * Turns a generator's inputs into the seed of its {@link java.util.SplittableRandom}.
 *
 * <p>Each seed starts from {@link ReferenceData#SEED} and a per-generator stream tag (so that
 * {@code string(8)} and {@code bytes(8)} are not drawn from the same sequence), then folds in
 * the inputs one at a time: {@code h = mix64(h ^ input)}. For a string input the length is
 * folded first, then every UTF-16 code unit in order.
 *
 * <p>{@code mix64} is the SplitMix64 finalizer (Stafford's variant 13, the function
 * {@code SplittableRandom} itself uses): a bijection on 64-bit values in which every input bit
 * affects every output bit. So two different inputs of the same length always lead to
 * different states at the first character where they differ, and later characters keep them
 * apart except with negligible chance. {@code String.hashCode()} would not do: it is 32 bits
 * and it collides for trivially related ids ({@code "Aa"} and {@code "BB"}), which would give
 * two customers the same record. Everything here is plain 64-bit integer arithmetic, defined
 * by the Java Language Specification: the same inputs give the same seed on every JVM.
 */
final class Seeds {

    /** Stream tag of {@link ReferenceData#string(int)}. */
    static final long STRING = 1;
    /** Stream tag of {@link ReferenceData#items(int)}. */
    static final long ITEMS = 2;
    /** Stream tag of {@link ReferenceData#customer(String)}. */
    static final long CUSTOMER = 3;
    /** Stream tag of the customer ids of {@link ReferenceData#customers(String, int)}. */
    static final long CUSTOMER_IDS = 4;
    /** Stream tag of {@link ReferenceData#bytes(int)}. */
    static final long BYTES = 5;
    /** Stream tag of {@link ReferenceData#shorts(int)}. */
    static final long SHORTS = 6;

    private Seeds() {
    }

    /**
     * @param stream the generator's stream tag
     * @param input the generator's numeric input
     * @return the seed for that generator and input
     */
    static long of(long stream, long input) {
        return mix64(start(stream) ^ input);
    }

    /**
     * @param stream the generator's stream tag
     * @param input the generator's text input, not {@code null}
     * @return the seed for that generator and input
     */
    static long of(long stream, String input) {
        long h = mix64(start(stream) ^ input.length());
        for (int i = 0; i < input.length(); i++) {
            h = mix64(h ^ input.charAt(i));
        }
        return h;
    }

    private static long start(long stream) {
        return mix64(ReferenceData.SEED ^ mix64(stream));
    }

    /**
     * The SplitMix64 finalizer (Stafford's "Mix13" constants).
     *
     * @param z any value
     * @return its 64-bit mix
     */
    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
