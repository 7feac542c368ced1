package org.mwbench.console;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.mwbench.console.plans.ThrowawayClient;
import org.mwbench.console.plans.ThrowawayServer;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * A middleware nobody listed, installed as a plugin folder of its own (tcp under another name):
 * what the commands must pick up from the registry with no other edit.
 */
final class ThrowawayPlugin {
    static final String PROTOCOL = "throwaway-tcp";

    private ThrowawayPlugin() {
    }

    /** A plugin folder holding the throwaway server and client and their service files, nothing else. */
    static void installIn(Path plugins) throws IOException {
        Path folder = Files.createDirectories(plugins.resolve(PROTOCOL));
        try (OutputStream file = Files.newOutputStream(folder.resolve(PROTOCOL + ".jar"));
             JarOutputStream jar = new JarOutputStream(file)) {
            for (Class<?> type : List.of(ThrowawayServer.class, ThrowawayClient.class)) {
                String entry = type.getName().replace('.', '/') + ".class";
                jar.putNextEntry(new JarEntry(entry));
                try (InputStream bytes = type.getClassLoader().getResourceAsStream(entry)) {
                    bytes.transferTo(jar);
                }
            }
            service(jar, MiddlewareServer.class, ThrowawayServer.class);
            service(jar, MiddlewareClient.class, ThrowawayClient.class);
        }
    }

    private static void service(JarOutputStream jar, Class<?> service, Class<?> provider) throws IOException {
        jar.putNextEntry(new JarEntry("META-INF/services/" + service.getName()));
        jar.write((provider.getName() + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** What {@code action} gives with the plugin folders of {@code plugins} installed, the property restored after. */
    static <T> T withPluginsIn(Path plugins, Callable<T> action) throws Exception {
        String before = System.getProperty(PluginFolders.PROPERTY);
        System.setProperty(PluginFolders.PROPERTY, plugins.toString());
        try {
            return action.call();
        } finally {
            if (before == null) {
                System.clearProperty(PluginFolders.PROPERTY);
            } else {
                System.setProperty(PluginFolders.PROPERTY, before);
            }
        }
    }
}
