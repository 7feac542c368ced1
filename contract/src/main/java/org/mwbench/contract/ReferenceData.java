package org.mwbench.contract;

import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The reference data: what every server returns, drawn deterministically from the inputs.
 *
 * <p>Each generator seeds a fresh {@link SplittableRandom} from {@link #SEED}, a stream tag of
 * its own and its inputs ({@link Seeds} documents the mixing), and draws through
 * {@link Draws}, which depends on nothing but {@code nextLong()}. So the same inputs give the
 * same data on every JVM, in every run and behind every protocol, as Gray 2005 had it:
 * "using identical random sequences in every test run". Every call builds new objects;
 * callers may modify what they get.
 *
 * <p>The values are chosen to survive every wire format exactly:
 * <ul>
 *   <li>No {@code null} field, and no empty array inside a record: several encodings cannot
 *       tell {@code null} from absent from empty (XML-RPC has no null at all, JSON and SOAP
 *       mappings often omit empty arrays).</li>
 *   <li>Strings are printable ISO-8859-1 ({@link Latin1Text}): no control characters, none
 *       above {@code U+00FF}.</li>
 *   <li>Every double is {@code k / 1000.0} for an integer {@code |k| < 10^9}: finite, never
 *       {@code -0.0}, never {@code NaN}. {@code Double.toString} round-trips any finite
 *       double, but not every encoder uses it; these values also survive an encoder that
 *       prints 15 significant digits (the values have at most 9), and their magnitude, zero or
 *       between {@code 10^-3} and {@code 10^6}, keeps {@code Double.toString} in plain notation,
 *       without the exponent that XML-RPC's grammar for doubles does not allow.</li>
 *   <li>{@code Data2.d1} is below {@code 2^53}, so JSON readers that parse numbers as doubles
 *       keep it exact. The full 64-bit range is {@code stamp}'s job.</li>
 * </ul>
 */
public final class ReferenceData {

    /**
     * The root of every seed: "mwbench" in ASCII, {@code 0x6D7762656E6368}. Changing it
     * changes all the reference data, which breaks comparability with earlier results.
     */
    public static final long SEED = 0x6D7762656E6368L;

    /** The number of strings in a {@link Data2}, as in Gray 2005. */
    public static final int ITEM_STRINGS = 4;

    /** The number of doubles in a {@link Data2}, as in Gray 2005. */
    public static final int ITEM_DOUBLES = 8;

    /**
     * The shortest string in a {@link Data2}. With {@link #ITEM_STRING_MAX} it sizes a
     * {@code Data2[4]} as Gray 2005 reports, "about 900 bytes": in Java serialization,
     * {@code items(4)} takes 934 bytes, and arrays of 4 consecutive records of the sequence
     * take 887 on average, 774 to 995.
     */
    public static final int ITEM_STRING_MIN = 4;

    /** The longest string in a {@link Data2}. */
    public static final int ITEM_STRING_MAX = 28;

    /** The largest {@code |k|} of a double {@code k / 1000.0}: values stay below 10^6. */
    private static final long DOUBLE_THOUSANDTHS_MAX = 999_999_999L;

    /** {@code Data2.d1} stays below this, 2^53, the largest exact integer in a double. */
    private static final long D1_LIMIT = 1L << 53;

    private ReferenceData() {
    }

    /**
     * {@code n} characters of printable ISO-8859-1 text: mostly ASCII letters, digits and
     * spaces, and about one in 16 a Latin-1 letter of {@code U+00C0..U+00FF}. Seeded by
     * {@code n}: {@code string(64)} is not a prefix of {@code string(65)}.
     *
     * @param n the number of characters, 0 or more
     * @return exactly {@code n} characters; {@code ""} for 0
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public static String string(int n) {
        requireCount("string length", n);
        return Latin1Text.draw(new SplittableRandom(Seeds.of(Seeds.STRING, n)), n);
    }

    /**
     * {@code n} {@link Data2} records, each with a {@code d1} below 2^53, {@link #ITEM_STRINGS}
     * strings of {@link #ITEM_STRING_MIN} to {@link #ITEM_STRING_MAX} characters and
     * {@link #ITEM_DOUBLES} doubles {@code k / 1000.0} below 10^6 in magnitude.
     *
     * <p>The records are the first {@code n} of one fixed sequence, so {@code items(4)} is a
     * prefix of {@code items(32)}: record {@code i} is the same whatever the array's size.
     *
     * @param n the number of records, 0 or more
     * @return the records; an empty array for 0
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public static Data2[] items(int n) {
        requireCount("item count", n);
        SplittableRandom rng = new SplittableRandom(Seeds.of(Seeds.ITEMS, 0));
        Data2[] items = new Data2[n];
        for (int i = 0; i < n; i++) {
            items[i] = item(rng);
        }
        return items;
    }

    private static Data2 item(SplittableRandom rng) {
        long d1 = Draws.longIn(rng, 0, D1_LIMIT - 1);
        String[] d2 = new String[ITEM_STRINGS];
        for (int j = 0; j < d2.length; j++) {
            d2[j] = Latin1Text.draw(rng, Draws.intIn(rng, ITEM_STRING_MIN, ITEM_STRING_MAX));
        }
        double[] d3 = new double[ITEM_DOUBLES];
        for (int j = 0; j < d3.length; j++) {
            // k / 1000.0 is the double nearest to the decimal k/1000; k = 0 gives +0.0.
            d3[j] = Draws.longIn(rng, -DOUBLE_THOUSANDTHS_MAX, DOUBLE_THOUSANDTHS_MAX) / 1000.0;
        }
        return new Data2(d1, d2, d3);
    }

    /**
     * The customer record of {@code id}: {@code customer} is {@code id}; the sales
     * representative ({@code "rep-1"} to {@code "rep-50"}), the address and 1 to 4 orders are
     * drawn from a generator seeded by {@code id}. Orders have a day of 1 to 28, an English
     * month name, a year of 1990 to 2025, a product code like {@code "PX-1234"} and a number
     * of 1 to 100. In Java serialization a record takes about 720 bytes (632 to 808 over
     * {@code "C-0"} to {@code "C-999"}; 749 for {@code "C-42"}), most of it class
     * descriptors; Gray 2005's "about 1Kbytes" is of the same order.
     *
     * @param id the customer's id, any string
     * @return the record
     * @throws NullPointerException if {@code id} is {@code null}
     */
    public static Data3 customer(String id) {
        Objects.requireNonNull(id, "customer id");
        return CustomerRecords.draw(new SplittableRandom(Seeds.of(Seeds.CUSTOMER, id)), id, null);
    }

    /**
     * {@code n} customer records of one sales representative. Record {@code i} is
     * {@link #customer(String) customer}{@code (customerId(salesRep, i))} with its
     * {@code salesRep} set to {@code salesRep}; so {@code customers(rep, 8)} is a prefix of
     * {@code customers(rep, 16)}.
     *
     * @param salesRep the sales representative, any string
     * @param n the number of records, 0 or more
     * @return the records; an empty array for 0
     * @throws NullPointerException if {@code salesRep} is {@code null}
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public static Data3[] customers(String salesRep, int n) {
        Objects.requireNonNull(salesRep, "sales representative");
        requireCount("customer count", n);
        Data3[] customers = new Data3[n];
        for (int i = 0; i < n; i++) {
            String id = customerId(salesRep, i);
            customers[i] = CustomerRecords.draw(new SplittableRandom(Seeds.of(Seeds.CUSTOMER, id)), id, salesRep);
        }
        return customers;
    }

    /**
     * The id of a sales representative's {@code index}-th customer: {@code "C-"} followed by
     * a number between 10000 and 89999 drawn from {@code salesRep}, plus {@code index}. The
     * ids of one representative are therefore distinct, and look like real customer numbers.
     *
     * @param salesRep the sales representative
     * @param index the customer's index, 0 or more
     * @return the customer's id
     */
    public static String customerId(String salesRep, int index) {
        Objects.requireNonNull(salesRep, "sales representative");
        requireCount("customer index", index);
        SplittableRandom rng = new SplittableRandom(Seeds.of(Seeds.CUSTOMER_IDS, salesRep));
        long first = Draws.longIn(rng, 10_000, 89_999);
        return "C-" + (first + index);
    }

    /**
     * {@code n} deterministic bytes, seeded by {@code n}: the payloads of {@code echoBytes}.
     *
     * @param n the number of bytes, 0 or more
     * @return the bytes; an empty array for 0
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public static byte[] bytes(int n) {
        requireCount("byte count", n);
        byte[] bytes = new byte[n];
        Draws.fill(new SplittableRandom(Seeds.of(Seeds.BYTES, n)), bytes);
        return bytes;
    }

    /**
     * {@code n} deterministic shorts, seeded by {@code n}: the payloads of {@code echoShorts}.
     * Each {@code nextLong()} gives four, least significant first, so every 16-bit value is as
     * likely, negatives and both extremes included.
     *
     * @param n the number of shorts, 0 or more
     * @return the shorts; an empty array for 0
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public static short[] shorts(int n) {
        requireCount("short count", n);
        short[] shorts = new short[n];
        Draws.fill(new SplittableRandom(Seeds.of(Seeds.SHORTS, n)), shorts);
        return shorts;
    }

    private static void requireCount(String what, int n) {
        if (n < 0) {
            throw new IllegalArgumentException(what + " must be 0 or more, was " + n);
        }
    }
}
