package org.mwbench.analysis.jmeter;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.FileVisitResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * A throw-away JMeter home folder: JMeter's report generator reads its properties and the
 * dashboard templates from files under {@code $JMETER_HOME/bin}, and ApacheJMeter_config
 * ships exactly those files as class-path resources under {@code bin/}. Only what the report
 * needs is copied: jmeter.properties, reportgenerator.properties, saveservice.properties (read
 * when JMeter's SaveService class loads, which the CSV reader touches) and report-template/.
 */
final class JmeterHome implements AutoCloseable {

    private static final String PROPERTIES = "bin/reportgenerator.properties";
    private static final String JMETER_PROPERTIES = "bin/jmeter.properties";
    private static final String SAVESERVICE_PROPERTIES = "bin/saveservice.properties";
    private static final String TEMPLATES = "bin/report-template/";

    private final Path root;

    private JmeterHome(Path root) {
        this.root = root;
    }

    static JmeterHome extract() throws IOException {
        URL marker = JmeterHome.class.getClassLoader().getResource(PROPERTIES);
        if (marker == null) {
            throw new IOException("no " + PROPERTIES + " on the class path: org.apache.jmeter:ApacheJMeter_config is missing");
        }
        Path root = Files.createTempDirectory(prefixOf(ProcessHandle.current().pid()));
        JmeterHome home = new JmeterHome(root);
        try {
            Files.createDirectories(root.resolve("bin"));
            URLConnection connection = marker.openConnection();
            if (connection instanceof JarURLConnection jar) {
                jar.setUseCaches(false);
                try (JarFile file = jar.getJarFile()) {
                    copyFromJar(file, root);
                }
            } else {
                copyFromFolder(Paths.get(marker.toURI()).getParent().getParent(), root);
            }
            keepLoadableConverters(root.resolve(SAVESERVICE_PROPERTIES));
            return home;
        } catch (IOException | URISyntaxException | RuntimeException e) {
            home.close();
            throw e instanceof IOException io ? io : new IOException("cannot extract JMeter's report templates", e);
        }
    }

    /**
     * The temporary folder's name up to its random part, with the pid of the JVM that makes it: which
     * process a leftover belongs to shows in its name, and a test can tell its own JVM's homes from
     * those of other builds and runs sharing the machine's temporary folder.
     */
    static String prefixOf(long pid) {
        return "mwbench-jmeter-home-" + pid + "-";
    }

    Path root() {
        return root;
    }

    Path bin() {
        return root.resolve("bin");
    }

    Path jmeterProperties() {
        return root.resolve(JMETER_PROPERTIES);
    }

    private static boolean wanted(String name) {
        return name.equals(PROPERTIES) || name.equals(JMETER_PROPERTIES) || name.equals(SAVESERVICE_PROPERTIES)
                || name.startsWith(TEMPLATES);
    }

    private static void copyFromJar(JarFile jar, Path root) throws IOException {
        Enumeration<JarEntry> entries = jar.entries();
        while (entries.hasMoreElements()) {
            JarEntry entry = entries.nextElement();
            if (!wanted(entry.getName())) {
                continue;
            }
            Path target = root.resolve(entry.getName()).normalize();
            if (!target.startsWith(root)) {
                throw new IOException("jar entry " + entry.getName() + " points outside the JMeter home");
            }
            if (entry.isDirectory()) {
                Files.createDirectories(target);
            } else {
                Files.createDirectories(target.getParent());
                try (InputStream in = jar.getInputStream(entry)) {
                    Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /** When ApacheJMeter_config is an unpacked folder (an IDE's class path). */
    private static void copyFromFolder(Path resourcesRoot, Path root) throws IOException {
        try (Stream<Path> files = Files.walk(resourcesRoot.resolve("bin"))) {
            for (Path source : (Iterable<Path>) files::iterator) {
                String name = resourcesRoot.relativize(source).toString().replace('\\', '/');
                if (Files.isRegularFile(source) && wanted(name)) {
                    Path target = root.resolve(name);
                    Files.createDirectories(target.getParent());
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /**
     * saveservice.properties registers XStream converters of every JMeter module, e.g. the HTTP
     * sampler's; SaveService logs a stack trace for each class it cannot load. Only the
     * converters on this class path are kept; aliases and _version/_file_encoding stay.
     */
    private static void keepLoadableConverters(Path saveService) throws IOException {
        List<String> kept = new ArrayList<>();
        for (String line : Files.readAllLines(saveService, StandardCharsets.ISO_8859_1)) {
            String trimmed = line.strip();
            int equals = trimmed.indexOf('=');
            if (trimmed.startsWith("_org.") && equals > 0 && !loadable(trimmed.substring(1, equals).strip())) {
                continue;
            }
            kept.add(line);
        }
        Files.write(saveService, kept, StandardCharsets.ISO_8859_1);
    }

    private static boolean loadable(String className) {
        try {
            Class.forName(className, false, JmeterHome.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    @Override
    public void close() throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
