package org.mwbench.injectors.plugins;

import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;

/**
 * A whole-number action parameter (a count, a limit, a duration in ns), resolved once at
 * bind time when it is a constant, else on every call.
 *
 * <p>Why: binding happens once per virtual user, calls happen millions of times. A
 * constant is parsed here and the call only returns a captured {@code long}. A value
 * holding {@code ${use:variable}} must be evaluated per call, and that builds a String and
 * parses it: it allocates, inherently, because the variable's value is a String.
 */
@FunctionalInterface
interface LongParameter {

    long get() throws PluginException;

    static LongParameter of(Parameters parameters, String name) throws PluginException {
        if (parameters.isConstant(name)) {
            long value = parameters.longValue(name);
            return () -> value;
        }
        return () -> parameters.longValue(name);
    }

    static LongParameter nanos(Parameters parameters, String name) throws PluginException {
        if (parameters.isConstant(name)) {
            long value = parameters.duration(name).toNanos();
            return () -> value;
        }
        return () -> parameters.duration(name).toNanos();
    }

    /**
     * For {@link org.mwbench.platform.plugin.Timer#delayNanos()}, which cannot throw a
     * checked exception: a variable that holds a bad value at run time becomes an
     * unchecked error carrying the same message. A constant never gets here with a bad
     * value, because it was checked at bind time.
     */
    static long unchecked(LongParameter parameter) {
        try {
            return parameter.get();
        } catch (PluginException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
