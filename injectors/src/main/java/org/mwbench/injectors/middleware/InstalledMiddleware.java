package org.mwbench.injectors.middleware;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.NativeLoopClient;
import org.mwbench.platform.plugin.Plugin;
import org.mwbench.platform.plugin.PluginFolders;
import org.mwbench.platform.plugin.PluginRegistry;

/**
 * Every plugin a scenario can use: those on the platform's class path, and those of each
 * installed middleware folder, where every {@link MiddlewareClient} becomes a plugin named
 * after its protocol, and every {@link NativeLoopClient} one named after itself. A plugin folder's loader also lists its parent's services; those are
 * skipped by their class before any is instantiated, so that the platform's plugins are
 * made (and their descriptors read) once, not once per folder.
 */
public final class InstalledMiddleware {
    private InstalledMiddleware() {
    }

    public static PluginRegistry plugins() {
        List<Plugin> plugins = new ArrayList<>();
        for (ClassLoader loader : PluginFolders.allLoaders()) {
            ownServices(Plugin.class, loader).forEach(plugins::add);
            ownServices(MiddlewareClient.class, loader).forEach(client -> plugins.add(new MiddlewarePlugin(client)));
            ownServices(NativeLoopClient.class, loader).forEach(client -> plugins.add(new NativeLoopPlugin(client)));
        }
        return PluginRegistry.of(plugins);
    }

    /**
     * Every installed client that calls servers of this protocol ({@link MiddlewareClient#serverProtocol()}):
     * for {@code http-json}, each HTTP/JSON variant and the bare floor, sorted by plugin name.
     */
    public static List<MiddlewareClient> clientsOf(String serverProtocol) {
        List<MiddlewareClient> clients = new ArrayList<>();
        for (ClassLoader loader : PluginFolders.allLoaders()) {
            ownServices(MiddlewareClient.class, loader).stream()
                    .filter(client -> client.serverProtocol().equals(serverProtocol)).forEach(clients::add);
        }
        clients.sort(java.util.Comparator.comparing(MiddlewareClient::protocol));
        return List.copyOf(clients);
    }

    /**
     * Every installed server, one per protocol, sorted by protocol: what generated plans start.
     * A folder may hold another protocol's server too (the omniORB plugin holds JacORB's); the
     * one counted is that of the protocol's own folder, the one its server blade starts.
     */
    public static List<MiddlewareServer> servers() {
        return List.copyOf(onePerName(MiddlewareServer.class, MiddlewareServer::protocol).values());
    }

    /** Every installed Java client, one per plugin name, HTTP/JSON's variants included, sorted by name. */
    public static List<MiddlewareClient> clients() {
        return List.copyOf(onePerName(MiddlewareClient.class, MiddlewareClient::protocol).values());
    }

    /** Every installed client in another language than Java, one per plugin name, sorted by name. */
    public static List<NativeLoopClient> nativeClients() {
        return List.copyOf(onePerName(NativeLoopClient.class, NativeLoopClient::name).values());
    }

    /** The providers by name, each from the folder of that name when it has one. */
    private static <S> SortedMap<String, S> onePerName(Class<S> service, Function<S, String> name) {
        SortedMap<String, S> byName = new TreeMap<>();
        for (ClassLoader loader : PluginFolders.allLoaders()) {
            for (S provider : ownServices(service, loader)) {
                String key = name.apply(provider);
                if (!byName.containsKey(key) || loader == PluginFolders.loaderFor(key)) {
                    byName.put(key, provider);
                }
            }
        }
        return byName;
    }

    /** The protocols whose servers can be started here, for messages and {@code mwbench server}. */
    public static List<String> protocols() {
        TreeSet<String> protocols = new TreeSet<>();
        for (ClassLoader loader : PluginFolders.allLoaders()) {
            ownServices(MiddlewareServer.class, loader).forEach(server -> protocols.add(server.protocol()));
        }
        return List.copyOf(protocols);
    }

    /**
     * The installed protocol a user's name stands for, in any case ({@code RMI} is {@code rmi}).
     *
     * @throws IllegalArgumentException naming the installed protocols, when none matches
     */
    public static String protocolNamed(String name) {
        List<String> installed = protocols();
        return installed.stream().filter(protocol -> protocol.equalsIgnoreCase(name.strip())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no middleware '" + name + "' is installed; installed: "
                        + String.join(", ", installed)));
    }

    /** The providers whose classes this loader defines itself, instantiated; its parent's are left out. */
    private static <S> List<S> ownServices(Class<S> service, ClassLoader loader) {
        return ServiceLoader.load(service, loader).stream()
                .filter(provider -> provider.type().getClassLoader() == loader)
                .map(ServiceLoader.Provider::get)
                .toList();
    }
}
