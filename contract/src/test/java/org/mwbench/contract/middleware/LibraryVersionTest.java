package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibraryVersionTest {
    @TempDir
    Path dir;

    @Test
    void aJarsVersionIsReadFromItsManifestOrPom() {
        // JUnit's jar names its version in its manifest.
        String junit = LibraryVersion.of(Test.class, "org.junit.jupiter", "junit-jupiter-api");
        assertTrue(junit.matches("\\d+\\.\\d+.*"), junit);
    }

    @Test
    void aClassOutsideAnyJarHasAnUnknownVersion() {
        assertEquals("unknown version", LibraryVersion.of(LibraryVersionTest.class, "org.mwbench", "none"));
    }

    /** As Hessian 4.0.66's jar, whose manifest says 3.1.0: the jar Maven resolved is named for its version. */
    @Test
    void theVersionInAMavenJarsNameWinsOverAManifestThatLies() throws Exception {
        Path jar = jarOfProbe("liar-4.0.66.jar", "3.1.0");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Class<?> probe = loader.loadClass(Probe.class.getName());
            assertEquals("4.0.66", LibraryVersion.of(probe, "com.example", "liar"));
            assertEquals("3.1.0", LibraryVersion.of(probe, "com.example", "another-name"), "other file names: the manifest");
        }
    }

    /** A class with nothing but Object behind it, loadable on its own from a jar. */
    static final class Probe {
    }

    private Path jarOfProbe(String name, String manifestVersion) throws Exception {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, manifestVersion);
        Path jar = dir.resolve(name);
        String entry = Probe.class.getName().replace('.', '/') + ".class";
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest);
                InputStream bytes = Probe.class.getClassLoader().getResourceAsStream(entry)) {
            out.putNextEntry(new JarEntry(entry));
            bytes.transferTo(out);
            out.closeEntry();
        }
        return jar;
    }
}
