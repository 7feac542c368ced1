package org.mwbench.platform.plugin;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The class loader of one middleware's folder: its own jars first, the platform's after.
 * A parent-first loader would let the platform's libraries shadow the middleware's (Julia
 * ships ASM 3, the GlassFish ORB needs ASM 9). Only what both sides must see as the same
 * types goes to the platform first: the JDK, the contract and plugin API, SLF4J, and the
 * Fractal component model that the Fractal RMI plugin builds on.
 */
final class PluginClassLoader extends URLClassLoader {
    private static final List<String> SHARED_PREFIXES = List.of("org.mwbench.contract.", "org.mwbench.platform.",
            "org.slf4j.", "org.objectweb.fractal.api.", "org.objectweb.fractal.julia.", "org.objectweb.fractal.adl.",
            "org.objectweb.fractal.util.");
    /** Every package of the JDK's own modules: never loaded from a plugin's jars. */
    private static final Set<String> JDK_PACKAGES = jdkPackages();

    static {
        registerAsParallelCapable();
    }

    PluginClassLoader(String name, URL[] jars, ClassLoader platform) {
        super(name, jars, platform);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (shared(name)) {
            return super.loadClass(name, resolve); // the platform's, else ours
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> type = findLoadedClass(name);
            if (type == null) {
                try {
                    type = findClass(name);
                } catch (ClassNotFoundException notOurs) {
                    type = getParent().loadClass(name);
                }
            }
            if (resolve) {
                resolveClass(type);
            }
            return type;
        }
    }

    @Override
    public URL getResource(String name) {
        URL own = findResource(name);
        return own != null ? own : getParent().getResource(name);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        List<URL> all = new ArrayList<>(Collections.list(findResources(name)));
        all.addAll(Collections.list(getParent().getResources(name)));
        return Collections.enumeration(all);
    }

    private static boolean shared(String className) {
        int dot = className.lastIndexOf('.');
        if (dot > 0 && JDK_PACKAGES.contains(className.substring(0, dot))) {
            return true;
        }
        for (String prefix : SHARED_PREFIXES) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> jdkPackages() {
        Set<String> packages = new HashSet<>();
        ModuleLayer.boot().modules().forEach(module -> packages.addAll(module.getPackages()));
        return Set.copyOf(packages);
    }
}
