package org.mwbench.servers.nativechild;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A native program shipped inside a jar, as a class-path resource: the Maven build of its
 * module compiles it with g++ into the module's classes, so that the jar, and so the plugin
 * folder the platform finds, carries it and nothing outside the folder has to know.
 *
 * <p>To run it, the resource is copied once per JVM into a folder of its own that only the
 * user can read ({@code rwx------}), made executable, and deleted when the JVM exits.
 */
public final class NativeProgram {
    private static final Map<String, Path> EXTRACTED = new ConcurrentHashMap<>();

    private NativeProgram() {
    }

    /**
     * The program's file, ready to run.
     *
     * @param anchor   a class of the module that ships it: the resource is looked up beside it
     * @param resource its name, relative to the anchor's package
     * @throws IOException when the jar has no such program (the module was built without its
     *                     native part) or it cannot be written out
     */
    public static Path of(Class<?> anchor, String resource) throws IOException {
        String key = anchor.getName() + "/" + resource;
        try {
            return EXTRACTED.computeIfAbsent(key, unused -> {
                try {
                    return extract(anchor, resource);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static Path extract(Class<?> anchor, String resource) throws IOException {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no native program '" + resource + "' beside " + anchor.getName()
                        + ": its module was built without it (g++ and the middleware's Debian packages are needed;"
                        + " run deploy/setup-machine.sh, then rebuild)");
            }
            Path folder = Files.createTempDirectory("mwbench-native-",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            Path program = folder.resolve(resource.substring(resource.lastIndexOf('/') + 1));
            Files.copy(in, program, StandardCopyOption.REPLACE_EXISTING);
            Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwx------"));
            program.toFile().deleteOnExit();
            folder.toFile().deleteOnExit();
            return program;
        }
    }
}
