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

    /**
     * A further event file in the blade's folder, collected with the others, for what a
     * plugin alone measures, such as the bytes a middleware put on the wire.
     *
     * @throws java.io.IOException when there is no blade to write to, or the name is taken
     */
    default java.io.Writer newEventFile(String name) throws java.io.IOException {
        throw new java.io.IOException("no blade to write '" + name + "' to: this scenario is not part of a run");
    }
}
