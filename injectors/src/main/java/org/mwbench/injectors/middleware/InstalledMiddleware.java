package org.mwbench.injectors.middleware;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeSet;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.platform.plugin.Plugin;
import org.mwbench.platform.plugin.PluginFolders;
import org.mwbench.platform.plugin.PluginRegistry;

/**
 * Every plugin a scenario can use: those on the platform's class path, and those of each
 * installed middleware folder, where every {@link MiddlewareClient} becomes a plugin named
 * after its protocol. A loader also sees its parent's services; each class is taken once.
 */
public final class InstalledMiddleware {
    private InstalledMiddleware() {
    }

    public static PluginRegistry plugins() {
        Map<Class<?>, Plugin> plugins = new LinkedHashMap<>();
        for (ClassLoader loader : PluginFolders.allLoaders()) {
            for (Plugin plugin : ServiceLoader.load(Plugin.class, loader)) {
                plugins.putIfAbsent(plugin.getClass(), plugin);
            }
            for (MiddlewareClient client : ServiceLoader.load(MiddlewareClient.class, loader)) {
                plugins.computeIfAbsent(client.getClass(), type -> new MiddlewarePlugin(client));
            }
        }
        return PluginRegistry.of(new ArrayList<>(plugins.values()));
    }

    /** The protocols whose servers can be started here, for messages and {@code mwbench server}. */
    public static List<String> protocols() {
        TreeSet<String> protocols = new TreeSet<>();
        for (ClassLoader loader : PluginFolders.allLoaders()) {
            ServiceLoader.load(org.mwbench.contract.middleware.MiddlewareServer.class, loader)
                    .forEach(server -> protocols.add(server.protocol()));
        }
        return List.copyOf(protocols);
    }
}
