package org.mwbench.platform.storage;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Writes files that only their owner may read, whatever the umask. A plan and the files it
 * names can hold what other users of the host must not see (endpoints, credentials in a
 * scenario), and so can measurements, so a report's files must not be more readable than a
 * private original: the umask's usual {@code rw-r--r--} would publish them. A file is opened
 * without following a link ({@code O_NOFOLLOW}). On a file system without POSIX permissions
 * the files are written as the platform writes any file.
 */
public final class OwnerOnlyFiles {
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");

    private OwnerOnlyFiles() {
    }

    /** Creates the folder and its missing parents as {@code rwx------}; folders that exist are left as they are. */
    public static Path createDirectories(Path folder) throws IOException {
        return posix(folder)
                ? Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(FOLDER))
                : Files.createDirectories(folder);
    }

    /**
     * Writes the file as {@code rw-------}. A new file has these permissions from its
     * creation, before any byte is in it; one that exists is narrowed to them first.
     */
    public static void write(Path file, byte[] content) throws IOException {
        try (OutputStream out = newOutputStream(file)) {
            out.write(content);
        }
    }

    /** Opens the file {@code rw-------} for writing from its start (truncated), or, with {@code APPEND}, at its end. */
    public static OutputStream newOutputStream(Path file, OpenOption... options) throws IOException {
        if (posix(file)) {
            FileAttribute<Set<PosixFilePermission>> ownerOnly = PosixFilePermissions.asFileAttribute(FILE);
            try {
                Files.createFile(file, ownerOnly);
            } catch (FileAlreadyExistsException e) {
                // not through a link: a link here fails (O_NOFOLLOW), its target keeps its mode
                Files.getFileAttributeView(file, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS).setPermissions(FILE);
            }
        }
        List<OpenOption> opened = new ArrayList<>(List.of(options));
        if (opened.isEmpty()) {
            opened.add(StandardOpenOption.TRUNCATE_EXISTING);
        }
        opened.add(StandardOpenOption.WRITE);
        opened.add(LinkOption.NOFOLLOW_LINKS);
        return Files.newOutputStream(file, opened.toArray(OpenOption[]::new));
    }

    /** {@link #newOutputStream} as UTF-8 text. */
    public static BufferedWriter newWriter(Path file, OpenOption... options) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(file, options), StandardCharsets.UTF_8));
    }

    private static boolean posix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }
}
