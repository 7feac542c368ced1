package org.mwbench.platform.plugin;

/** What a plugin may ask of the blade that runs it, when it makes its template. */
public interface PluginEnvironment {

    /** For scenarios compiled outside a run, as in tests: there are no server blades. */
    PluginEnvironment NONE = serverBladeId -> {
        throw new PluginException("no server blade '" + serverBladeId + "': this scenario is not part of a run");
    };

    /**
     * The endpoint that a server blade of the run published.
     *
     * @throws PluginException naming the server blades there are, when there is no such blade
     */
    String endpoint(String serverBladeId) throws PluginException;
}
