package org.mwbench.contract;

import java.io.Serializable;
import java.util.Objects;

/**
 * One difference between a candidate's answer and the reference's.
 *
 * @param path where the difference is, written like the Java expression that reaches it from
 *        the call, for example {@code getCustomers("rep-7", 8)[3].orders[1].date.month}; for a
 *        call that threw, the call itself
 * @param expected the reference's value, as text ({@code "normal return"} for a call that threw)
 * @param actual the candidate's value, as text; for a call that threw, the exception's class
 *        and message
 */
public record Mismatch(String path, String expected, String actual) implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * A mismatch; every component is required.
     *
     * @param path where the difference is
     * @param expected the reference's value, as text
     * @param actual the candidate's value, as text
     * @throws NullPointerException if any component is {@code null}: a mismatch without a
     *         path or values would be no help to whoever reads it
     */
    public Mismatch {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
    }

    /** @return {@code path: expected X, actual Y}, one line */
    @Override
    public String toString() {
        return path + ": expected " + expected + ", actual " + actual;
    }
}
