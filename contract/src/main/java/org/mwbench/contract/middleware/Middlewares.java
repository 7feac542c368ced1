package org.mwbench.contract.middleware;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;

/** Finds a middleware's server and client by protocol name, in one class loader. */
public final class Middlewares {
    private Middlewares() {
    }

    public static MiddlewareServer server(String protocol, ClassLoader loader) {
        List<String> known = new ArrayList<>();
        for (MiddlewareServer server : ServiceLoader.load(MiddlewareServer.class, loader)) {
            if (server.protocol().equals(protocol)) {
                return server;
            }
            known.add(server.protocol());
        }
        throw new IllegalArgumentException(unknown("server", protocol, known));
    }

    public static MiddlewareClient client(String protocol, ClassLoader loader) {
        List<String> known = new ArrayList<>();
        for (MiddlewareClient client : ServiceLoader.load(MiddlewareClient.class, loader)) {
            if (client.protocol().equals(protocol)) {
                return client;
            }
            known.add(client.protocol());
        }
        throw new IllegalArgumentException(unknown("client", protocol, known));
    }

    /**
     * Refuses options a middleware does not know, naming them and the ones it knows: a
     * misspelt option must not silently leave a default in place.
     */
    public static void requireKnownOptions(String protocol, Map<String, String> options, Set<String> known) {
        Set<String> unknown = new TreeSet<>(options.keySet());
        unknown.removeAll(known);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("protocol '" + protocol + "' has no option " + unknown
                    + (known.isEmpty() ? "; it takes none" : "; it knows " + new TreeSet<>(known)));
        }
    }

    private static String unknown(String side, String protocol, List<String> known) {
        return "no middleware " + side + " for protocol '" + protocol + "'"
                + (known.isEmpty() ? "; none is installed here" : "; installed: " + new TreeSet<>(known));
    }

    /**
     * A boolean option of a server or client: {@code true} or {@code false}, nothing else.
     *
     * @return the option's value, {@code fallback} when absent
     * @throws IllegalArgumentException naming the protocol and the option when its value is neither
     */
    public static boolean flag(String protocol, Map<String, String> options, String name, boolean fallback) {
        String value = options.get(name);
        if (value == null) {
            return fallback;
        }
        switch (value.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "true":
                return true;
            case "false":
                return false;
            default:
                throw new IllegalArgumentException("protocol '" + protocol + "' takes " + name + "=true or "
                        + name + "=false, not " + name + "=" + value);
        }
    }
}
