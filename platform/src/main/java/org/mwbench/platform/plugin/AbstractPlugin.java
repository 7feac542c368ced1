package org.mwbench.platform.plugin;

/** A plugin whose descriptor is an XML resource beside its class, read once. */
public abstract class AbstractPlugin implements Plugin {
    private final PluginDescriptor descriptor;

    /** @param descriptorResource the descriptor's file name, beside the plugin's class, e.g. {@code counter.xml} */
    protected AbstractPlugin(String descriptorResource) {
        this.descriptor = PluginDescriptor.read(getClass(), descriptorResource);
    }

    @Override
    public final PluginDescriptor descriptor() {
        return descriptor;
    }
}
