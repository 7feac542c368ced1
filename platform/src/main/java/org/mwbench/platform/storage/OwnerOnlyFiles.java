package org.mwbench.platform.storage;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes files that only their owner may read. A plan and the files it names can hold what
 * other users of the host must not see (endpoints, credentials in a scenario), so their
 * copies in a report must not be more readable than a private original: the umask's usual
 * {@code rw-r--r--} would publish them. On a file system without POSIX permissions the
 * files are written as the platform writes any file.
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
        if (posix(file)) {
            FileAttribute<Set<PosixFilePermission>> ownerOnly = PosixFilePermissions.asFileAttribute(FILE);
            try {
                Files.createFile(file, ownerOnly);
            } catch (FileAlreadyExistsException e) {
                Files.setPosixFilePermissions(file, FILE);
            }
        }
        Files.write(file, content);
    }

    private static boolean posix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }
}
