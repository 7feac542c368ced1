package org.mwbench.platform.plugin;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** The plugins a class loader offers, by the names their descriptors give them. */
public final class PluginRegistry {
    private final Map<String, Plugin> plugins = new TreeMap<>();

    private PluginRegistry() {
    }

    /** Every {@link Plugin} service the loader sees; two plugins with one name is an error. */
    public static PluginRegistry load(ClassLoader loader) {
        java.util.List<Plugin> found = new java.util.ArrayList<>();
        ServiceLoader.load(Plugin.class, loader).forEach(found::add);
        return of(found);
    }

    /** The given plugins; two with one name is an error. */
    public static PluginRegistry of(Iterable<Plugin> plugins) {
        PluginRegistry registry = new PluginRegistry();
        for (Plugin plugin : plugins) {
            Plugin previous = registry.plugins.put(plugin.descriptor().name(), plugin);
            if (previous != null) {
                throw new IllegalStateException("two plugins are named '" + plugin.descriptor().name() + "': "
                        + previous.getClass().getName() + " and " + plugin.getClass().getName());
            }
        }
        return registry;
    }

    public Plugin find(String name) throws PluginException {
        Plugin plugin = plugins.get(name);
        if (plugin == null) {
            throw new PluginException("no plugin named '" + name + "'; installed plugins: " + plugins.keySet());
        }
        return plugin;
    }

    public java.util.Set<String> names() {
        return plugins.keySet();
    }
}
