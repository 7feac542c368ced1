package org.mwbench.injectors.plugins;

import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;

/**
 * A probability parameter, checked to lie in [0, 1]: once at bind time when it is a
 * constant, on every call when it holds a variable (which then allocates, see
 * {@link LongParameter}).
 *
 * <p>The check is written {@code !(p >= 0 && p <= 1)} on purpose: the descriptor's
 * {@code double} type accepts "NaN" (Double.parseDouble does), and every comparison with
 * NaN is false, so {@code p < 0 || p > 1} would let it through and the test would
 * silently never succeed.
 */
@FunctionalInterface
interface Probability {

    double get() throws PluginException;

    static Probability of(Parameters parameters, String name) throws PluginException {
        if (parameters.isConstant(name)) {
            double value = checked(parameters, name);
            return () -> value;
        }
        return () -> checked(parameters, name);
    }

    static double checked(Parameters parameters, String name) throws PluginException {
        double value = parameters.decimal(name);
        if (!(value >= 0 && value <= 1)) {
            throw parameters.invalid(name, "'" + parameters.text(name) + "' is not a probability between 0 and 1");
        }
        return value;
    }

    /**
     * True with the given probability for a uniform draw in [0, 1): p = 0 is never true
     * (no draw is below 0) and p = 1 always is (every draw is below 1).
     */
    static boolean drawn(double uniformDraw, double probability) {
        return uniformDraw < probability;
    }
}
