package org.mwbench.platform.plugin;

/**
 * A scenario plugin, in the spirit of CLIF's ISAC plugins: it offers samples (calls to
 * time), timers, tests, controls and variables, through session objects, one per
 * virtual user. Plugins are found with {@link java.util.ServiceLoader}; the name in the
 * descriptor is what scenarios write in {@code <use name=...>}.
 */
public interface Plugin {

    /** What the plugin offers and the parameters each offer takes; usually read with {@link PluginDescriptor#read}. */
    PluginDescriptor descriptor();

    /**
     * Makes the template session object for one {@code <use>} of the plugin in a scenario.
     * The parameters are checked against the descriptor before this is called; a value
     * the plugin still cannot use is reported with {@link Parameters#invalid}.
     */
    SessionObject template(Parameters parameters) throws PluginException;

    /**
     * The template, for plugins that need the run around them, such as a middleware client
     * that finds its server's endpoint by the server blade's id. By default the environment
     * is not needed.
     */
    default SessionObject template(Parameters parameters, PluginEnvironment environment) throws PluginException {
        return template(parameters);
    }
}
