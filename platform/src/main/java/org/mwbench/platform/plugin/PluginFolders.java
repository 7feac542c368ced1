package org.mwbench.platform.plugin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The middleware plugins installed beside the platform: one folder per protocol under the
 * folder named by the {@value #PROPERTY} system property ({@code plugins/} in the
 * distribution), each with the jars of that protocol's client, server and middleware. Each
 * folder gets a class loader of its own ({@link PluginClassLoader}), a child of the
 * platform's that looks in its own jars first, so that two ORBs, or two versions of one
 * library, never share a class path. The platform's own API (contract, plugin API, SLF4J)
 * comes from the parent, so both sides see the same types.
 *
 * <p>Without the property, as in a module's own tests, every protocol is looked up on the
 * platform's class path.
 */
public final class PluginFolders {
    public static final String PROPERTY = "mwbench.plugins";

    private static final Map<Path, ClassLoader> LOADERS = new ConcurrentHashMap<>();

    private PluginFolders() {
    }

    /** The folder of installed plugins, if this JVM was given one. */
    public static Optional<Path> root() {
        String value = System.getProperty(PROPERTY);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(Path.of(value));
    }

    /** The protocols installed as folders, sorted; empty without a plugins folder. */
    public static List<String> protocols() {
        Optional<Path> root = root();
        if (root.isEmpty() || !Files.isDirectory(root.get())) {
            return List.of();
        }
        try (Stream<Path> folders = Files.list(root.get())) {
            return folders.filter(Files::isDirectory).map(folder -> folder.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the plugins in " + root.get(), e);
        }
    }

    /**
     * The class loader of one protocol's folder; the platform's own loader when there is no
     * such folder, so that a protocol on the class path (in tests) is found all the same.
     */
    public static ClassLoader loaderFor(String protocol) {
        Optional<Path> root = root();
        if (root.isPresent()) {
            Path folder = root.get().resolve(protocol).normalize();
            if (folder.getParent().equals(root.get().normalize()) && Files.isDirectory(folder)) {
                return LOADERS.computeIfAbsent(folder, PluginFolders::newLoader);
            }
        }
        return platformLoader();
    }

    /** The platform's loader first, then one loader per installed protocol. */
    public static List<ClassLoader> allLoaders() {
        List<ClassLoader> loaders = new ArrayList<>();
        loaders.add(platformLoader());
        for (String protocol : protocols()) {
            loaders.add(loaderFor(protocol));
        }
        return loaders;
    }

    public static ClassLoader platformLoader() {
        return PluginFolders.class.getClassLoader();
    }

    /**
     * One class loader per folder under the folder named by a system property (as
     * {@code mwbench.peers}, other tools' clients for {@code mwbench bench http}), each made as a
     * plugin folder's: its own jars first, the platform's API from the parent. Empty without the
     * property.
     */
    public static List<ClassLoader> loadersUnder(String property) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank() || !Files.isDirectory(Path.of(value))) {
            return List.of();
        }
        try (Stream<Path> folders = Files.list(Path.of(value))) {
            return folders.filter(Files::isDirectory).sorted()
                    .map(folder -> LOADERS.computeIfAbsent(folder.normalize(), PluginFolders::newLoader)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the folders in " + value, e);
        }
    }

    private static ClassLoader newLoader(Path folder) {
        List<URL> jars = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path jar : files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().toList()) {
                jars.add(jar.toUri().toURL());
            }
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the jars of plugin " + folder, e);
        }
        // Lives as long as the JVM: a middleware's classes are loaded once per process.
        return new PluginClassLoader("mwbench-plugin-" + folder.getFileName(), jars.toArray(URL[]::new), platformLoader());
    }
}
