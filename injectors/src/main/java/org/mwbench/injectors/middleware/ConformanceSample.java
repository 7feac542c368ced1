package org.mwbench.injectors.middleware;

import java.util.List;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.Mismatch;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;

/**
 * The sample {@code conformance}: one call is the contract's whole {@link Conformance} check
 * against the user's connection, so that a plan can check a middleware where it runs (across
 * emulated or real hosts), not only on the loopback of its module's tests. Its result is the
 * number of mismatches; with any, the call fails and its comment gives the first ones, which
 * are what a reader needs to start looking. It is a check, not a benchmark: its duration
 * is that of some forty calls of every size.
 */
final class ConformanceSample implements Sample {
    /** Mismatches often come in a row (one wrong field in every record): the first few say enough. */
    static final int REPORTED_MISMATCHES = 3;
    /** A mismatch may quote a whole exception message; the event's comment stays readable. */
    private static final int LONGEST_MISMATCH = 300;

    private final BenchmarkService service;

    ConformanceSample(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void call(SampleResult result) {
        List<Mismatch> mismatches = Conformance.check(service);
        result.result(mismatches.size());
        if (!mismatches.isEmpty()) {
            result.fail(firstOf(mismatches));
        }
    }

    /** {@code 2 mismatches: cube(3): expected 27, actual 28; ...}, on one line. */
    static String firstOf(List<Mismatch> mismatches) {
        StringBuilder text = new StringBuilder().append(mismatches.size())
                .append(mismatches.size() == 1 ? " mismatch: " : " mismatches: ");
        int reported = Math.min(REPORTED_MISMATCHES, mismatches.size());
        for (int i = 0; i < reported; i++) {
            String mismatch = mismatches.get(i).toString().replaceAll("\\R", " ");
            text.append(i > 0 ? "; " : "").append(mismatch.length() <= LONGEST_MISMATCH ? mismatch
                    : mismatch.substring(0, LONGEST_MISMATCH) + "...");
        }
        if (reported < mismatches.size()) {
            text.append("; ...");
        }
        return text.toString();
    }
}
