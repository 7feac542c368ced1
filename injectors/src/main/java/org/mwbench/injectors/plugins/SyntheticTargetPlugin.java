package org.mwbench.injectors.plugins;

import java.util.Locale;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.AbstractPlugin;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

/**
 * {@code synthetic-target}: a system under test that is nothing but a service time, an
 * error rate and periodic freezes, so that the runner and the measurements can be tested
 * before, and apart from, any middleware. See {@link SyntheticTarget}.
 */
public final class SyntheticTargetPlugin extends AbstractPlugin {
    public SyntheticTargetPlugin() {
        super("synthetic-target.xml");
    }

    @Override
    public SessionObject template(Parameters parameters) throws PluginException {
        ObjectParameters.requireConstants(parameters,
                "service_time", "distribution", "error_rate", "stall_every", "stall_for", "mode");
        long serviceNanos = parameters.duration("service_time").toNanos();
        SyntheticTarget.Distribution distribution = SyntheticTarget.Distribution.valueOf(
                parameters.text("distribution").strip().toUpperCase(Locale.ROOT));
        if (serviceNanos < 0) {
            // Durations as written cannot be negative today; the check guards the contract.
            throw parameters.invalid("service_time", "'" + parameters.text("service_time") + "' is negative");
        }
        if (distribution == SyntheticTarget.Distribution.UNIFORM && serviceNanos > Long.MAX_VALUE / 2) {
            throw parameters.invalid("service_time", "'" + parameters.text("service_time")
                    + "' is too long for the uniform distribution, which draws up to twice it");
        }
        double errorRate = Probability.checked(parameters, "error_rate");
        long stallEveryNanos = parameters.duration("stall_every").toNanos();
        long stallForNanos = parameters.duration("stall_for").toNanos();
        if (stallEveryNanos > 0 && stallForNanos >= stallEveryNanos) {
            throw parameters.invalid("stall_for", "stall_for '" + parameters.text("stall_for")
                    + "' must be shorter than stall_every '" + parameters.text("stall_every")
                    + "', or the target would never serve");
        }
        if (stallEveryNanos == 0 && stallForNanos > 0) {
            throw parameters.invalid("stall_for", "stall_for '" + parameters.text("stall_for")
                    + "' needs a stall_every: with stall_every 0 the target never stalls");
        }
        SyntheticTarget.Mode mode = SyntheticTarget.Mode.valueOf(parameters.text("mode").strip().toUpperCase(Locale.ROOT));
        return new SyntheticTarget(serviceNanos, distribution, errorRate, stallEveryNanos, stallForNanos,
                System.nanoTime(), mode);
    }
}
