package org.mwbench.injectors.scenario;

import java.util.Arrays;

/**
 * The figures of one step of a benchmark loop, per action type: calls, errors, and the
 * mean, min and max duration of successful calls. Fed by one user's thread only, read at
 * the step's end by that same thread: no synchronization is needed.
 */
final class StepAccumulator implements CallListener {
    private long[] calls = new long[0];
    private long[] errors = new long[0];
    private long[] sum = new long[0];
    private long[] min = new long[0];
    private long[] max = new long[0];

    @Override
    public void called(int userId, int type, boolean success, long nanos, String failureKind, long endNanoTime) {
        add(type, success, nanos);
    }

    void add(int type, boolean success, long durationNanos) {
        if (type >= calls.length) {
            grow(type + 1);
        }
        calls[type]++;
        if (!success) {
            errors[type]++;
            return;
        }
        sum[type] += durationNanos;
        min[type] = Math.min(min[type], durationNanos);
        max[type] = Math.max(max[type], durationNanos);
    }

    private void grow(int size) {
        int old = calls.length;
        calls = Arrays.copyOf(calls, size);
        errors = Arrays.copyOf(errors, size);
        sum = Arrays.copyOf(sum, size);
        min = Arrays.copyOf(min, size);
        max = Arrays.copyOf(max, size);
        Arrays.fill(min, old, size, Long.MAX_VALUE);
    }

    int types() {
        return calls.length;
    }

    long calls(int type) {
        return calls[type];
    }

    long errors(int type) {
        return errors[type];
    }

    /** Mean duration of the step's successful calls, in ns; 0 when none succeeded. */
    double mean(int type) {
        long successes = calls[type] - errors[type];
        return successes == 0 ? 0 : (double) sum[type] / successes;
    }

    long min(int type) {
        return calls[type] - errors[type] == 0 ? 0 : min[type];
    }

    long max(int type) {
        return max[type];
    }

    void clear() {
        Arrays.fill(calls, 0);
        Arrays.fill(errors, 0);
        Arrays.fill(sum, 0);
        Arrays.fill(min, Long.MAX_VALUE);
        Arrays.fill(max, 0);
    }
}
