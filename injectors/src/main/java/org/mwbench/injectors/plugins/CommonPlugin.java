package org.mwbench.injectors.plugins;

import java.util.concurrent.ThreadLocalRandom;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.AbstractPlugin;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;
import org.mwbench.platform.plugin.Timer;

/**
 * {@code common}: think times ({@code constant}, {@code uniform}, {@code exponential},
 * {@code gaussian}) and simple tests ({@code probability}, {@code true}, {@code false}).
 * It has no state, so every virtual user shares one session object; its randomness comes
 * from {@link ThreadLocalRandom#current()}, taken on the calling thread at each call (the
 * generator's state lives in the thread, so it must not be taken at bind time on another).
 */
public final class CommonPlugin extends AbstractPlugin {
    public CommonPlugin() {
        super("common.xml");
    }

    private static final Condition ALWAYS = () -> true;
    private static final Condition NEVER = () -> false;

    @Override
    public SessionObject template(Parameters parameters) {
        return Session.SHARED;
    }

    private static final class Session implements SessionObject {
        static final Session SHARED = new Session();

        @Override
        public SessionObject newSession(int userId) {
            return this;
        }

        @Override
        public Timer timer(String name, Parameters parameters) throws PluginException {
            switch (name) {
                case "constant":
                    return constant(parameters);
                case "uniform":
                    return uniform(parameters);
                case "exponential":
                    return exponential(parameters);
                case "gaussian":
                    return gaussian(parameters);
                default:
                    return SessionObject.super.timer(name, parameters);
            }
        }

        @Override
        public Condition test(String name, Parameters parameters) throws PluginException {
            switch (name) {
                case "probability":
                    Probability p = Probability.of(parameters, "p");
                    return () -> Probability.drawn(ThreadLocalRandom.current().nextDouble(), p.get());
                case "true":
                    return ALWAYS;
                case "false":
                    return NEVER;
                default:
                    return SessionObject.super.test(name, parameters);
            }
        }
    }

    private static Timer constant(Parameters parameters) throws PluginException {
        LongParameter duration = LongParameter.nanos(parameters, "duration");
        return () -> LongParameter.unchecked(duration);
    }

    private static Timer uniform(Parameters parameters) throws PluginException {
        LongParameter min = LongParameter.nanos(parameters, "min");
        LongParameter max = LongParameter.nanos(parameters, "max");
        if (parameters.isConstant("min") && parameters.isConstant("max") && max.get() < min.get()) {
            throw reversed(parameters, parameters.text("max"), parameters.text("min"));
        }
        return () -> {
            long low = LongParameter.unchecked(min);
            long high = LongParameter.unchecked(max);
            if (high < low) {
                // Only variables get here: constants were checked at bind time.
                throw new IllegalArgumentException(
                        reversed(parameters, high + "ns", low + "ns").getMessage());
            }
            return RandomDelays.uniform(ThreadLocalRandom.current(), low, high);
        };
    }

    private static PluginException reversed(Parameters parameters, String max, String min) {
        return parameters.invalid("max", "max '" + max + "' is less than min '" + min + "'");
    }

    private static Timer exponential(Parameters parameters) throws PluginException {
        LongParameter mean = LongParameter.nanos(parameters, "mean");
        return () -> RandomDelays.exponential(ThreadLocalRandom.current(), LongParameter.unchecked(mean));
    }

    private static Timer gaussian(Parameters parameters) throws PluginException {
        LongParameter mean = LongParameter.nanos(parameters, "mean");
        LongParameter deviation = LongParameter.nanos(parameters, "deviation");
        return () -> RandomDelays.gaussian(ThreadLocalRandom.current(), LongParameter.unchecked(mean),
                LongParameter.unchecked(deviation));
    }
}
