package org.mwbench.contract;

import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * The one conformance check every protocol's client passes: it calls every operation of a
 * candidate {@link BenchmarkService} with a fixed set of inputs and compares each answer with
 * {@link ReferenceService}'s, field by field ({@link Comparison}).
 *
 * <p>The inputs, and why:
 * <ul>
 *   <li>{@code ping()};</li>
 *   <li>{@code stamp} of 0, 1, {@code Long.MAX_VALUE} and -123456789: the whole 64-bit
 *       range, and a negative, must come back exactly;</li>
 *   <li>{@code getString} of 0, 1, 64, 512, 4096 and 8192 characters: the empty string, and
 *       Gray 2005's range;</li>
 *   <li>{@code getItems} of 0, 1, 4 and 32: the empty array, and Gray 2005's sizes;</li>
 *   <li>{@code getCustomer} of {@value #CUSTOMER} and of {@value #LATIN1_CUSTOMER}, whose
 *       Latin-1 letters and space test the request direction: a URL, a header or a wrong
 *       charset mangles them;</li>
 *   <li>{@code getCustomers} of {@value #SALES_REP} with 0, 1, 8 and 16 records: Gray 2005's
 *       sizes;</li>
 *   <li>{@code echoBytes} of {@code ReferenceData.bytes(n)} for {@code n} = 0 and 4, 8, ...
 *       65536: CCMPerf's octet sequences. The expected answer is a fresh copy of the bytes
 *       sent, so a candidate that changes the array it was given is caught;</li>
 *   <li>{@code echoShorts} of the empty array, of {@code Short.MIN_VALUE, -1, 0, 1,
 *       Short.MAX_VALUE} (the extremes and the sign change, which a wrong byte order or a
 *       sign lost in a wider type gets wrong), and of {@code ReferenceData.shorts(5120)}:
 *       Böszörményi et al. 1999's 10 KB;</li>
 *   <li>{@code cube} of 0, 3, -5 and 2097151, the largest {@code x} whose cube fits in a
 *       {@code long}.</li>
 * </ul>
 *
 * <p>A call that throws is one mismatch at the call's path, whose actual value is the
 * exception's class and message, and the check goes on with the next call: one report shows
 * everything a candidate gets wrong. {@link VirtualMachineError}s are not caught: after one,
 * the JVM that runs the check is in doubt, not the candidate. The check sets no time limit of
 * its own; the candidate's middleware has its timeouts.
 */
public final class Conformance {

    /** The customer id Gray 2005's single-record call is checked with. */
    public static final String CUSTOMER = "C-42";

    /** The second customer id: Latin-1 letters and a space, in the request. */
    public static final String LATIN1_CUSTOMER = "C-\u00C6r\u00F8 7";

    /** The sales representative the array calls are checked with. */
    public static final String SALES_REP = "rep-7";

    /** What a call that threw was expected to do. */
    static final String NORMAL_RETURN = "normal return";

    private static final long[] STAMPS = {0, 1, Long.MAX_VALUE, -123456789};
    private static final int[] STRING_LENGTHS = {0, 1, 64, 512, 4096, 8192};
    private static final int[] ITEM_COUNTS = {0, 1, 4, 32};
    private static final String[] CUSTOMER_IDS = {CUSTOMER, LATIN1_CUSTOMER};
    private static final int[] CUSTOMER_COUNTS = {0, 1, 8, 16};
    private static final int SMALLEST_ECHO = 4;
    private static final int LARGEST_ECHO = 65536;
    /** Böszörményi et al. 1999's 10 KB of shorts. */
    public static final int DATA_TRANSFER_SHORTS = 5120;
    private static final short[] SHORT_EXTREMES = {Short.MIN_VALUE, -1, 0, 1, Short.MAX_VALUE};
    private static final long[] CUBES = {0, 3, -5, 2097151};

    private Conformance() {
    }

    /**
     * Checks a candidate against the reference.
     *
     * @param candidate the service to check, typically a protocol's client adapter
     * @return every mismatch found, in the order the calls were made; empty if it conforms
     */
    public static List<Mismatch> check(BenchmarkService candidate) {
        Objects.requireNonNull(candidate, "candidate");
        ReferenceService reference = new ReferenceService();
        Comparison comparison = new Comparison();

        call(comparison, "ping()", () -> {
            candidate.ping();
            return null;
        }, (path, nothing) -> { });
        for (long t : STAMPS) {
            long expected = reference.stamp(t);
            call(comparison, "stamp(" + t + ")", () -> candidate.stamp(t),
                    (path, actual) -> comparison.same(path, expected, actual));
        }
        for (int n : STRING_LENGTHS) {
            String expected = reference.getString(n);
            call(comparison, "getString(" + n + ")", () -> candidate.getString(n),
                    (path, actual) -> comparison.same(path, expected, actual));
        }
        for (int n : ITEM_COUNTS) {
            Data2[] expected = reference.getItems(n);
            call(comparison, "getItems(" + n + ")", () -> candidate.getItems(n),
                    (path, actual) -> comparison.same(path, expected, actual));
        }
        for (String id : CUSTOMER_IDS) {
            Data3 expected = reference.getCustomer(id);
            call(comparison, "getCustomer(" + Texts.quote(id) + ")", () -> candidate.getCustomer(id),
                    (path, actual) -> comparison.same(path, expected, actual));
        }
        for (int n : CUSTOMER_COUNTS) {
            Data3[] expected = reference.getCustomers(SALES_REP, n);
            call(comparison, "getCustomers(" + Texts.quote(SALES_REP) + ", " + n + ")",
                    () -> candidate.getCustomers(SALES_REP, n),
                    (path, actual) -> comparison.same(path, expected, actual));
        }
        checkEcho(comparison, candidate, 0);
        for (int n = SMALLEST_ECHO; n <= LARGEST_ECHO; n *= 2) {
            checkEcho(comparison, candidate, n);
        }
        checkShorts(comparison, candidate, "echoShorts([])", new short[0]);
        checkShorts(comparison, candidate, "echoShorts([MIN_VALUE, -1, 0, 1, MAX_VALUE])", SHORT_EXTREMES);
        checkShorts(comparison, candidate, "echoShorts(shorts(" + DATA_TRANSFER_SHORTS + "))",
                ReferenceData.shorts(DATA_TRANSFER_SHORTS));
        for (long x : CUBES) {
            long expected = reference.cube(x);
            call(comparison, "cube(" + x + ")", () -> candidate.cube(x),
                    (path, actual) -> comparison.same(path, expected, actual));
        }
        return comparison.mismatches();
    }

    private static void checkEcho(Comparison comparison, BenchmarkService candidate, int n) {
        byte[] expected = ReferenceData.bytes(n);
        call(comparison, "echoBytes(bytes(" + n + "))", () -> candidate.echoBytes(ReferenceData.bytes(n)),
                (path, actual) -> comparison.same(path, expected, actual));
    }

    private static void checkShorts(Comparison comparison, BenchmarkService candidate, String what, short[] sent) {
        short[] expected = sent.clone();
        call(comparison, what, () -> candidate.echoShorts(sent.clone()),
                (path, actual) -> comparison.same(path, expected, actual));
    }

    /**
     * Checks a candidate and fails if it does not conform: for the tests of other modules.
     *
     * @param candidate the service to check
     * @throws AssertionError listing every mismatch, one a line, if there is any
     */
    public static void assertConforms(BenchmarkService candidate) {
        List<Mismatch> mismatches = check(candidate);
        if (!mismatches.isEmpty()) {
            StringBuilder report = new StringBuilder()
                    .append(candidate).append(" does not conform to the benchmark contract: ")
                    .append(mismatches.size()).append(mismatches.size() == 1 ? " mismatch" : " mismatches");
            for (Mismatch mismatch : mismatches) {
                report.append(System.lineSeparator()).append("  ").append(mismatch);
            }
            throw new AssertionError(report.toString());
        }
    }

    /** One call to the candidate, which may throw whatever its middleware throws. */
    @FunctionalInterface
    private interface Call<T> {
        T invoke() throws Exception;
    }

    /**
     * Makes one call and compares its answer; a call that throws is a mismatch at
     * {@code path}. Only the call is guarded: an exception from the comparison itself is a bug
     * in this class and must not pass for the candidate's.
     */
    private static <T> void call(Comparison comparison, String path, Call<T> call, BiConsumer<String, T> compare) {
        T actual;
        try {
            actual = call.invoke();
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                // Keep the interrupt for whoever runs the check; the candidate is still reported.
                Thread.currentThread().interrupt();
            }
            comparison.mismatch(path, NORMAL_RETURN, describe(e));
            return;
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Error e) {
            // A NoClassDefFoundError in a stub, an AssertionError in an adapter: the candidate's.
            comparison.mismatch(path, NORMAL_RETURN, describe(e));
            return;
        }
        compare.accept(path, actual);
    }

    private static String describe(Throwable thrown) {
        String message = thrown.getMessage();
        return thrown.getClass().getName() + (message == null ? "" : ": " + message);
    }
}
