package org.mwbench.contract;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

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
        if (!bothPresent(path, length(expected), length(actual), "byte")) {
            return;
        }
        sameLength(path, expected.length, actual.length);
        int common = Math.min(expected.length, actual.length);
        int first = -1;
        int differing = 0;
        for (int i = 0; i < common; i++) {
            if (expected[i] != actual[i]) {
                if (first < 0) {
                    first = i;
                }
                differing++;
            }
        }
        if (first >= 0) {
            mismatch(path + "[" + first + "]", hex(expected[first]),
                    hex(actual[first]) + (differing > 1 ? " (first of " + differing + " differing bytes)" : ""));
        }
    }

    /**
     * @param path where the arrays are
     * @param expected the reference's shorts
     * @param actual the candidate's shorts
     */
    public void same(String path, short[] expected, short[] actual) {
        if (!bothPresent(path, length(expected), length(actual), "short")) {
            return;
        }
        sameLength(path, expected.length, actual.length);
        int common = Math.min(expected.length, actual.length);
        int first = -1;
        int differing = 0;
        for (int i = 0; i < common; i++) {
            if (expected[i] != actual[i]) {
                if (first < 0) {
                    first = i;
                }
                differing++;
            }
        }
        if (first >= 0) {
            mismatch(path + "[" + first + "]", Short.toString(expected[first]),
                    actual[first] + (differing > 1 ? " (first of " + differing + " differing shorts)" : ""));
        }
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
        if (bothPresent(path, length(expected), length(actual), "String")) {
            sameLength(path, expected.length, actual.length);
            for (int i = 0; i < Math.min(expected.length, actual.length); i++) {
                same(path + "[" + i + "]", expected[i], actual[i]);
            }
        }
    }

    /**
     * @param path where the arrays are
     * @param expected the reference's doubles
     * @param actual the candidate's doubles
     */
    public void same(String path, double[] expected, double[] actual) {
        if (bothPresent(path, length(expected), length(actual), "double")) {
            sameLength(path, expected.length, actual.length);
            for (int i = 0; i < Math.min(expected.length, actual.length); i++) {
                same(path + "[" + i + "]", expected[i], actual[i]);
            }
        }
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
        if (bothPresent(path, length(expected), length(actual), "Data2")) {
            sameLength(path, expected.length, actual.length);
            for (int i = 0; i < Math.min(expected.length, actual.length); i++) {
                same(path + "[" + i + "]", expected[i], actual[i]);
            }
        }
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
        if (bothPresent(path, length(expected), length(actual), "Data3")) {
            sameLength(path, expected.length, actual.length);
            for (int i = 0; i < Math.min(expected.length, actual.length); i++) {
                same(path + "[" + i + "]", expected[i], actual[i]);
            }
        }
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
        if (bothPresent(path, length(expected), length(actual), "Order")) {
            sameLength(path, expected.length, actual.length);
            for (int i = 0; i < Math.min(expected.length, actual.length); i++) {
                same(path + "[" + i + "]", expected[i], actual[i]);
            }
        }
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
