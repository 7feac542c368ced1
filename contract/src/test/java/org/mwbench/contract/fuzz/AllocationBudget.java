package org.mwbench.contract.fuzz;

import java.lang.management.ManagementFactory;

/**
 * What a parser may allocate for one fuzz input. libFuzzer's {@code -malloc_limit_mb} sees only
 * native allocations, not the Java heap, so the fuzz tests count the heap bytes the calling
 * thread allocates ({@code ThreadMXBean.getThreadAllocatedBytes}) around each call: a parser fed
 * a few KiB that builds MiBs (a length it believed, a buffer it grew too early) is a finding,
 * long before the fuzz JVM's small heap would run out.
 */
public final class AllocationBudget {

    /** A few MiB: far above what any input of libFuzzer's default maximum length (4 KiB) needs. */
    public static final long PER_INPUT_BYTES = 8L << 20;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private AllocationBudget() {
    }

    /** The work a fuzz test checks: the parser's call, with the failures it documents handled. */
    @FunctionalInterface
    public interface Work {
        void run() throws Exception;
    }

    /**
     * Runs {@code work} and fails if it allocated more than {@link #PER_INPUT_BYTES} on this
     * thread, whether it returned or threw. A first call loads and instruments classes and fills
     * caches on this thread, so an input over budget is run once more and only its second count
     * is judged: what an input costs every time it arrives.
     *
     * @throws AssertionError over budget; what the work threw, if anything, is suppressed in it
     */
    public static void check(String what, Work work) throws Exception {
        Outcome first = measure(work);
        Outcome outcome = first.allocated > PER_INPUT_BYTES ? measure(work) : first;
        if (outcome.allocated > PER_INPUT_BYTES) {
            AssertionError overBudget = new AssertionError(what + " allocated " + outcome.allocated
                    + " bytes for one input, over " + PER_INPUT_BYTES);
            if (outcome.thrown != null) {
                overBudget.addSuppressed(outcome.thrown);
            }
            throw overBudget;
        }
        if (outcome.thrown instanceof Exception e) {
            throw e;
        }
        if (outcome.thrown instanceof Error e) {
            throw e;
        }
    }

    private record Outcome(long allocated, Throwable thrown) {
    }

    private static Outcome measure(Work work) {
        long before = THREADS.getCurrentThreadAllocatedBytes();
        Throwable thrown = null;
        try {
            work.run();
        } catch (Exception | Error e) {
            thrown = e;
        }
        return new Outcome(THREADS.getCurrentThreadAllocatedBytes() - before, thrown);
    }
}
