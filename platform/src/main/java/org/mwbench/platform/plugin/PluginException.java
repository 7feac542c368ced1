package org.mwbench.platform.plugin;

/** A plugin cannot do what a scenario asks; the runner adds which plugin and where in the scenario. */
public class PluginException extends Exception {
    private static final long serialVersionUID = 1L;

    public PluginException(String message) {
        super(message);
    }

    public PluginException(String message, Throwable cause) {
        super(message, cause);
    }
}
