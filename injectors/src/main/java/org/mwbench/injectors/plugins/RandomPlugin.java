package org.mwbench.injectors.plugins;

import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.AbstractPlugin;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

/**
 * {@code random}: random variables ({@code int}, {@code string}, {@code uuid}) and a
 * {@code chance} test. Each read of a variable draws a new value.
 *
 * <p>With {@code seed=0} (the default) draws come from ThreadLocalRandom. With another
 * seed, each virtual user gets its own generator, seeded from the seed and its user id
 * only, so that a run replays the same values for the same users whatever the thread
 * scheduling (see {@link RandomSession#seedFor}).
 */
public final class RandomPlugin extends AbstractPlugin {
    public RandomPlugin() {
        super("random.xml");
    }

    @Override
    public SessionObject template(Parameters parameters) throws PluginException {
        ObjectParameters.requireConstants(parameters, "min", "max", "length", "seed");
        long min = parameters.longValue("min");
        long max = parameters.longValue("max");
        if (max < min) {
            throw parameters.invalid("max", "max '" + max + "' is less than min '" + min + "'");
        }
        int length = parameters.integer("length");
        if (length < 1) {
            throw parameters.invalid("length", "'" + length + "' is not a positive length");
        }
        return new Template(min, max, length, parameters.longValue("seed"));
    }

    private static final class Template implements SessionObject {
        private final long min;
        private final long max;
        private final int length;
        private final long seed;

        Template(long min, long max, int length, long seed) {
            this.min = min;
            this.max = max;
            this.length = length;
            this.seed = seed;
        }

        @Override
        public SessionObject newSession(int userId) {
            return new RandomSession(min, max, length, seed, userId);
        }
    }
}
