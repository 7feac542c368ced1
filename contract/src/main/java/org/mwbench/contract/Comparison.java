package org.mwbench.contract;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

/**
 * Compares values of the contract's types field by field and collects a {@link Mismatch}
 * for every difference, with the path that leads to it.
 *
 * <p>Every type has its hand-written comparison, no reflection: the fields compared are
 * exactly the contract's, listed here, so a field added to the model is compared once it is
 * added here, on purpose (the bean-property test of the module fails until then); and a path
 * names fields as the contract does, whatever a framework generated.
 *
 * <p>How values compare:
 * <ul>
 *   <li>doubles by their bits ({@link Double#doubleToLongBits}): a double must come back
 *       exactly, and {@code 0.0} is not {@code -0.0};</li>
 *   <li>strings by their UTF-16 code units, so a composed {@code é} differs from
 *       {@code e} followed by a combining accent; a long string gives one mismatch, with an
 *       excerpt around its first difference;</li>
 *   <li>arrays by length, reported as {@code path.length}, then element by element over the
 *       common length; a byte array gives at most two mismatches, one for its length and one
 *       for its first differing byte, so that a 64 KB echo does not list 65,536 of them;</li>
 *   <li>{@code null} against a value is one mismatch at that path, and nothing under it is
 *       compared.</li>
 * </ul>
 *
 * <p>Not thread-safe: one comparison collects the mismatches of one check.
 */
public final class Comparison {

    /** Strings up to this length are shown whole in a mismatch; longer ones as an excerpt. */
    private static final int SHORT_STRING = 48;

    /** Characters shown before the first difference in an excerpt. */
    private static final int EXCERPT_BEFORE = 8;

    /** Characters shown from the first difference on in an excerpt. */
    private static final int EXCERPT_FROM = 24;

    private final List<Mismatch> mismatches = new ArrayList<>();

    /** @return the mismatches found so far, in the order found; a read-only view */
    public List<Mismatch> mismatches() {
        return Collections.unmodifiableList(mismatches);
    }

    /**
     * Records a mismatch that was found elsewhere, such as a call that threw.
     *
     * @param path where
     * @param expected the expected value, as text
     * @param actual the actual value, as text
     */
    public void mismatch(String path, String expected, String actual) {
        mismatches.add(new Mismatch(path, expected, actual));
    }

    // ---- Single values ------------------------------------------------------------------

    /**
     * @param path where the values are
     * @param expected the reference's value
     * @param actual the candidate's value
     */
    public void same(String path, long expected, long actual) {
        if (expected != actual) {
            mismatch(path, Long.toString(expected), Long.toString(actual));
        }
    }

    /**
     * Compares by bits: see the class comment.
     *
     * @param path where the values are
     * @param expected the reference's value
     * @param actual the candidate's value
     */
    public void same(String path, double expected, double actual) {
        if (Double.doubleToLongBits(expected) != Double.doubleToLongBits(actual)) {
            mismatch(path, Double.toString(expected), Double.toString(actual));
        }
    }

    /**
     * @param path where the values are
     * @param expected the reference's value
     * @param actual the candidate's value
     */
    public void same(String path, String expected, String actual) {
        if (Objects.equals(expected, actual)) {
            return;
        }
        if (expected == null || actual == null
                || (expected.length() <= SHORT_STRING && actual.length() <= SHORT_STRING)) {
            mismatch(path, Texts.quote(expected), Texts.quote(actual));
            return;
        }
        int at = firstDifference(expected, actual);
        mismatch(path, excerpt(expected, at), excerpt(actual, at));
    }

    private static int firstDifference(String a, String b) {
        int common = Math.min(a.length(), b.length());
        for (int i = 0; i < common; i++) {
            if (a.charAt(i) != b.charAt(i)) {
                return i;
            }
        }
        return common;
    }

    /** Like {@code 8192 chars, at [4095]: ..."abcdefgh"...}: the length, and the text around {@code at}. */
    private static String excerpt(String s, int at) {
        int from = Math.max(0, at - EXCERPT_BEFORE);
        int to = Math.min(s.length(), at + EXCERPT_FROM);
        return s.length() + " chars, at [" + at + "]: "
                + (from > 0 ? "..." : "") + Texts.quote(s, Math.min(from, to), to)
                + (to < s.length() ? "..." : "");
    }

    // ---- Arrays of values ---------------------------------------------------------------

    /**
     * @param path where the arrays are
     * @param expected the reference's bytes
     * @param actual the candidate's bytes
     */
    public void same(String path, byte[] expected, byte[] actual) {
        sameValues(path, length(expected), length(actual), "byte", i -> expected[i] != actual[i],
                i -> hex(expected[i]), i -> hex(actual[i]));
    }

    /**
     * @param path where the arrays are
     * @param expected the reference's shorts
     * @param actual the candidate's shorts
     */
    public void same(String path, short[] expected, short[] actual) {
        sameValues(path, length(expected), length(actual), "short", i -> expected[i] != actual[i],
                i -> Short.toString(expected[i]), i -> Short.toString(actual[i]));
    }

    private static String hex(byte b) {
        return String.format(Locale.ROOT, "0x%02X", b & 0xFF);
    }

    /**
     * @param path where the arrays are
     * @param expected the reference's strings
     * @param actual the candidate's strings
     */
    public void same(String path, String[] expected, String[] actual) {
        sameElements(path, length(expected), length(actual), "String",
                (elementPath, i) -> same(elementPath, expected[i], actual[i]));
    }

    /**
     * @param path where the arrays are
     * @param expected the reference's doubles
     * @param actual the candidate's doubles
     */
    public void same(String path, double[] expected, double[] actual) {
        sameElements(path, length(expected), length(actual), "double",
                (elementPath, i) -> same(elementPath, expected[i], actual[i]));
    }

    // ---- Records ------------------------------------------------------------------------

    /**
     * @param path where the records are
     * @param expected the reference's record
     * @param actual the candidate's record
     */
    public void same(String path, Data2 expected, Data2 actual) {
        if (bothPresent(path, expected, actual)) {
            same(path + ".d1", expected.getD1(), actual.getD1());
            same(path + ".d2", expected.getD2(), actual.getD2());
            same(path + ".d3", expected.getD3(), actual.getD3());
        }
    }

    /**
     * @param path where the arrays are
     * @param expected the reference's records
     * @param actual the candidate's records
     */
    public void same(String path, Data2[] expected, Data2[] actual) {
        sameElements(path, length(expected), length(actual), "Data2",
                (elementPath, i) -> same(elementPath, expected[i], actual[i]));
    }

    /**
     * @param path where the records are
     * @param expected the reference's record
     * @param actual the candidate's record
     */
    public void same(String path, Data3 expected, Data3 actual) {
        if (bothPresent(path, expected, actual)) {
            same(path + ".customer", expected.getCustomer(), actual.getCustomer());
            same(path + ".salesRep", expected.getSalesRep(), actual.getSalesRep());
            same(path + ".address", expected.getAddress(), actual.getAddress());
            same(path + ".orders", expected.getOrders(), actual.getOrders());
        }
    }

    /**
     * @param path where the arrays are
     * @param expected the reference's records
     * @param actual the candidate's records
     */
    public void same(String path, Data3[] expected, Data3[] actual) {
        sameElements(path, length(expected), length(actual), "Data3",
                (elementPath, i) -> same(elementPath, expected[i], actual[i]));
    }

    /**
     * @param path where the addresses are
     * @param expected the reference's address
     * @param actual the candidate's address
     */
    public void same(String path, Address expected, Address actual) {
        if (bothPresent(path, expected, actual)) {
            same(path + ".postcode", expected.getPostcode(), actual.getPostcode());
            same(path + ".unit", expected.getUnit(), actual.getUnit());
            same(path + ".street", expected.getStreet(), actual.getStreet());
            same(path + ".city", expected.getCity(), actual.getCity());
            same(path + ".state", expected.getState(), actual.getState());
        }
    }

    /**
     * @param path where the orders are
     * @param expected the reference's order
     * @param actual the candidate's order
     */
    public void same(String path, Order expected, Order actual) {
        if (bothPresent(path, expected, actual)) {
            same(path + ".date", expected.getDate(), actual.getDate());
            same(path + ".productCode", expected.getProductCode(), actual.getProductCode());
            same(path + ".number", expected.getNumber(), actual.getNumber());
        }
    }

    /**
     * @param path where the arrays are
     * @param expected the reference's orders
     * @param actual the candidate's orders
     */
    public void same(String path, Order[] expected, Order[] actual) {
        sameElements(path, length(expected), length(actual), "Order",
                (elementPath, i) -> same(elementPath, expected[i], actual[i]));
    }

    /**
     * @param path where the dates are
     * @param expected the reference's date
     * @param actual the candidate's date
     */
    public void same(String path, SimpleDate expected, SimpleDate actual) {
        if (bothPresent(path, expected, actual)) {
            same(path + ".day", expected.getDay(), actual.getDay());
            same(path + ".month", expected.getMonth(), actual.getMonth());
            same(path + ".year", expected.getYear(), actual.getYear());
        }
    }

    // ---- Helpers ------------------------------------------------------------------------

    /** Compares the elements at one index of two arrays, {@code elementPath} naming them. */
    @FunctionalInterface
    private interface ElementComparison {
        void compare(String elementPath, int index);
    }

    /**
     * Compares two arrays, given by their lengths ({@code -1} for {@code null}): their lengths,
     * then each element over the common length, by {@code comparison}, so that each element
     * type keeps its own comparison and its mismatches.
     */
    private void sameElements(String path, int expectedLength, int actualLength, String elementType,
                              ElementComparison comparison) {
        if (bothPresent(path, expectedLength, actualLength, elementType)) {
            sameLength(path, expectedLength, actualLength);
            for (int i = 0; i < Math.min(expectedLength, actualLength); i++) {
                comparison.compare(path + "[" + i + "]", i);
            }
        }
    }

    /**
     * Compares two arrays of plain values as a long echo needs: their lengths, then one
     * mismatch at the first differing element over the common length, saying how many differ,
     * rather than one per element.
     *
     * @param differsAt whether the elements at an index differ
     * @param expectedAt the expected element at an index, as text
     * @param actualAt the actual element at an index, as text
     */
    private void sameValues(String path, int expectedLength, int actualLength, String elementType,
                            IntPredicate differsAt, IntFunction<String> expectedAt, IntFunction<String> actualAt) {
        if (!bothPresent(path, expectedLength, actualLength, elementType)) {
            return;
        }
        sameLength(path, expectedLength, actualLength);
        int common = Math.min(expectedLength, actualLength);
        int first = -1;
        int differing = 0;
        for (int i = 0; i < common; i++) {
            if (differsAt.test(i)) {
                if (first < 0) {
                    first = i;
                }
                differing++;
            }
        }
        if (first >= 0) {
            mismatch(path + "[" + first + "]", expectedAt.apply(first), actualAt.apply(first)
                    + (differing > 1 ? " (first of " + differing + " differing " + elementType + "s)" : ""));
        }
    }

    private void sameLength(String path, int expected, int actual) {
        same(path + ".length", expected, actual);
    }

    /**
     * @return whether both records are present, so their fields are to be compared; records a
     *         mismatch if exactly one is {@code null}
     */
    private boolean bothPresent(String path, Object expected, Object actual) {
        if (expected != null && actual != null) {
            return true;
        }
        if (expected != actual) {
            mismatch(path, String.valueOf(expected), String.valueOf(actual));
        }
        return false;
    }

    /**
     * The same for arrays, given by their lengths ({@code -1} for {@code null}) and described
     * as {@code Data2[4]}.
     */
    private boolean bothPresent(String path, int expectedLength, int actualLength, String elementType) {
        if (expectedLength >= 0 && actualLength >= 0) {
            return true;
        }
        if (expectedLength != actualLength) {
            mismatch(path, Texts.array(elementType, expectedLength), Texts.array(elementType, actualLength));
        }
        return false;
    }

    private static int length(Object[] array) {
        return array == null ? -1 : array.length;
    }

    private static int length(byte[] array) {
        return array == null ? -1 : array.length;
    }

    private static int length(short[] array) {
        return array == null ? -1 : array.length;
    }

    private static int length(double[] array) {
        return array == null ? -1 : array.length;
    }
}
