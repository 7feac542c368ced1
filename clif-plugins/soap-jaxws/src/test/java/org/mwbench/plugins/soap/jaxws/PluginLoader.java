package org.mwbench.plugins.soap.jaxws;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.contract.middleware.ContractOnlyLoader;

/**
 * The plugin as the platform loads it: this module's classes and its runtime jars (the server
 * module, the RI and its dependencies, as {@code target/runtime-classpath.txt} lists them) in
 * a URLClassLoader of their own, whose parent holds only the contract.
 */
final class PluginLoader {
    private PluginLoader() {
    }

    static URLClassLoader create(ClassLoader contractLender) throws IOException {
        List<URL> urls = new ArrayList<>();
        urls.add(Path.of(required("mwbench.soap.plugin.classes")).toUri().toURL());
        String classpath = Files.readString(Path.of(required("mwbench.soap.runtime.classpath"))).trim();
        for (String entry : classpath.split(java.io.File.pathSeparator)) {
            if (!entry.isBlank()) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        return new URLClassLoader("soap-jaxws-plugin", urls.toArray(new URL[0]), new ContractOnlyLoader(contractLender));
    }

    private static String required(String property) {
        String value = System.getProperty(property);
        if (value == null) {
            throw new IllegalStateException("system property " + property + " is not set: run the test through Maven");
        }
        return value;
    }
}
