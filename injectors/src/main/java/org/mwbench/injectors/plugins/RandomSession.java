package org.mwbench.injectors.plugins;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

/**
 * One virtual user's {@code random} session. Not thread-safe, like every session object:
 * a session belongs to one virtual user, which runs on one thread at a time.
 */
final class RandomSession implements SessionObject {
    private static final byte[] ALPHANUMERIC =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".getBytes(StandardCharsets.US_ASCII);

    private final long min;
    private final long max;
    /** Reused for every {@code string} draw, so that the String is the only allocation. */
    private final byte[] text;
    /** Null when unseeded: then ThreadLocalRandom of the calling thread. */
    private final SplittableRandom seeded;

    RandomSession(long min, long max, int length, long seed, int userId) {
        this.min = min;
        this.max = max;
        this.text = new byte[length];
        this.seeded = seed == 0 ? null : new SplittableRandom(seedFor(seed, userId));
    }

    /**
     * The seed of one user's generator. Not {@code seed + userId}: SplittableRandom(s)
     * walks s + k * GAMMA through a mixer, so seeds that differ by a multiple of GAMMA
     * yield the same sequence shifted, and simple arithmetic on seeds invites such
     * overlaps. Mixing (the bijective SplitMix64 finalizer) scatters the seeds: two users of
     * one seed never get the same seed, and their streams are unrelated.
     */
    static long seedFor(long seed, int userId) {
        return mix64(seed ^ mix64(userId + 0x9E3779B97F4A7C15L));
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private RandomGenerator random() {
        return seeded != null ? seeded : ThreadLocalRandom.current();
    }

    @Override
    public SessionObject newSession(int userId) {
        throw new UnsupportedOperationException("a random session is made from its template");
    }

    /**
     * Variables are Strings, so each read allocates its value, inherently: a decimal
     * string for {@code int}, the String for {@code string}, a UUID and its string for
     * {@code uuid}.
     */
    @Override
    public String variable(String name) {
        switch (name) {
            case "int":
                return Long.toString(RandomDelays.uniform(random(), min, max));
            case "string":
                return randomText();
            case "uuid":
                return randomUuid().toString();
            default:
                throw new IllegalArgumentException("no variable '" + name + "'; random offers int, string and uuid");
        }
    }

    private String randomText() {
        RandomGenerator random = random();
        for (int i = 0; i < text.length; i++) {
            text[i] = ALPHANUMERIC[random.nextInt(ALPHANUMERIC.length)];
        }
        return new String(text, StandardCharsets.US_ASCII);
    }

    /**
     * A version 4 (random) UUID from this session's generator, not UUID.randomUUID(): that
     * one draws from a SecureRandom shared by all threads (contended, and it can block on
     * entropy) and no seed can replay it.
     */
    private UUID randomUuid() {
        RandomGenerator random = random();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L; // version 4
        long low = (random.nextLong() & ~0xC000000000000000L) | 0x8000000000000000L; // IETF variant
        return new UUID(high, low);
    }

    @Override
    public Condition test(String name, Parameters parameters) throws PluginException {
        if (name.equals("chance")) {
            Probability p = Probability.of(parameters, "p");
            return () -> Probability.drawn(random().nextDouble(), p.get());
        }
        return SessionObject.super.test(name, parameters);
    }
}
