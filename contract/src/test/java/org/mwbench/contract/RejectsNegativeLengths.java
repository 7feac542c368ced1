package org.mwbench.contract;

/**
 * The reference, except that {@code getString(n)} fails for a negative {@code n} with
 * "no string of N characters": a failure of the service itself, which each middleware must
 * carry to its client in its own way (a fault, a status, an UNKNOWN exception), message
 * included. The tests that check this share this one service.
 */
public class RejectsNegativeLengths extends ForwardingService {
    @Override
    public String getString(int n) throws Exception {
        if (n < 0) {
            throw new IllegalArgumentException("no string of " + n + " characters");
        }
        return super.getString(n);
    }
}
