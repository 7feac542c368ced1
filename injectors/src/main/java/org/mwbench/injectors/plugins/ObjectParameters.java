package org.mwbench.injectors.plugins;

import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;

/**
 * Checks on the parameters of a {@code <use>}, the ones {@code template()} receives.
 */
public final class ObjectParameters {

    private ObjectParameters() {
    }

    /**
     * A template is made once per {@code <use>}, before any virtual user exists, so a
     * {@code ${use:variable}} in its parameters has nothing to be read from (Parameters
     * would throw an IllegalStateException that names no parameter). Say so plainly. The
     * message cannot quote the value: Parameters offers no way to read a non-constant
     * value's text without evaluating it.
     */
    public static void requireConstants(Parameters parameters, String... names) throws PluginException {
        for (String name : names) {
            if (!parameters.isConstant(name)) {
                throw parameters.invalid(name, "holds a ${use:variable}, but the parameters of a <use> are read"
                        + " once, before any virtual user exists: write a constant");
            }
        }
    }
}
