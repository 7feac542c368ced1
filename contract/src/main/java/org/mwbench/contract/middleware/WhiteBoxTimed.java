package org.mwbench.contract.middleware;

/**
 * A connection whose client hooks fill the calling thread's {@link WhiteBoxCall}: its client was
 * asked for white-box timing ({@link WhiteBox#OPTION}) and installed them. A connection without
 * the option does not implement this interface, so the injector adds nothing to its calls.
 */
public interface WhiteBoxTimed extends BenchmarkConnection {

    @Override
    default boolean whiteBoxTimed() {
        return true;
    }
}
