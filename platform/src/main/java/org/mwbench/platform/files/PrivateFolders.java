package org.mwbench.platform.files;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import java.util.EnumSet;
import java.util.Set;

/**
 * The folders mwbench writes in, on a host shared with other users. A folder mwbench makes is
 * made fresh ({@code mkdir}, which fails on anything already there, link included) and
 * {@code rwx------} from its creation; a folder the user names and that exists already is used
 * only if it is a real folder of this process's user that no one else may write, since whoever
 * can write a folder can plant links in it or swap what mwbench reads back from it.
 * On a file system without POSIX permissions the folders are created as the platform creates any.
 */
public final class PrivateFolders {
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> WRITABLE_BY_OTHERS =
            EnumSet.of(PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);
    private static final Set<PosixFilePermission> ANY_FOR_OTHERS = EnumSet.complementOf(
            EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE));

    private PrivateFolders() {
    }

    /**
     * Creates the folder, which must not exist, {@code rwx------}.
     *
     * @throws IOException naming the folder when something is already there
     */
    public static Path createFresh(Path folder) throws IOException {
        try {
            return posix(folder) ? Files.createDirectory(folder, ownerOnly()) : Files.createDirectory(folder);
        } catch (FileAlreadyExistsException e) {
            throw new IOException(folder + " already exists: mwbench writes only in folders it creates itself, "
                    + "never in one that was there before", e);
        }
    }

    /**
     * A folder the user names (or mwbench's own state folder): created {@code rwx------}, with
     * its missing parents, when it does not exist; otherwise checked by {@link #requireOwnedUnshared}.
     */
    public static Path ensure(Path folder) throws IOException {
        if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            try {
                return posix(folder.toAbsolutePath().getParent())
                        ? Files.createDirectories(folder, ownerOnly()) : Files.createDirectories(folder);
            } catch (FileAlreadyExistsException e) {
                // created meanwhile, by this user or another: checked below like any folder that exists
            }
        }
        requireOwnedUnshared(folder, false);
        return folder;
    }

    /**
     * Refuses a folder that is a link, not a folder, not this process's user's, or writable by
     * others; with {@code ownerOnly}, also one that others may read or enter (a lock's folder).
     */
    public static void requireOwnedUnshared(Path folder, boolean ownerOnly) throws IOException {
        if (!posix(folder)) {
            return;
        }
        PosixFileAttributes attributes;
        try {
            attributes = Files.readAttributes(folder, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            throw new IOException(folder + " does not exist", e);
        }
        if (attributes.isSymbolicLink()) {
            throw new IOException("refused " + folder + ": it is a symbolic link, which another user may have planted");
        }
        if (!attributes.isDirectory()) {
            throw new IOException("refused " + folder + ": it is not a folder");
        }
        UserPrincipal user = processUser();
        if (!attributes.owner().equals(user)) {
            throw new IOException("refused " + folder + ": it belongs to " + attributes.owner().getName()
                    + ", not to " + user.getName() + " who runs mwbench; another user could swap or read what is in it");
        }
        Set<PosixFilePermission> forbidden = ownerOnly ? ANY_FOR_OTHERS : WRITABLE_BY_OTHERS;
        if (attributes.permissions().stream().anyMatch(forbidden::contains)) {
            throw new IOException("refused " + folder + ": its permissions are "
                    + PosixFilePermissions.toString(attributes.permissions()) + "; it must be "
                    + (ownerOnly ? "rwx------" : "writable by its owner only (chmod go-w)"));
        }
    }

    /**
     * A new working folder for an agent: {@code <name>-<random>} in {@code ~/.mwbench/agents}
     * ({@code rwx------}), or, when this user's home cannot hold it (uid 65534's home does
     * not exist), in the temporary folder, where its name is random and it is created
     * exclusively {@code rwx------} too.
     */
    public static Path newAgentFolder(String agentName) throws IOException {
        Path home = Path.of(System.getProperty("user.home"));
        if (Files.isDirectory(home) && Files.isWritable(home)) {
            return newAgentFolder(home.resolve(".mwbench").resolve("agents"), agentName);
        }
        String prefix = "mwbench-agent-" + safeName(agentName) + "-";
        return posix(Path.of(System.getProperty("java.io.tmpdir")))
                ? Files.createTempDirectory(prefix, ownerOnly()) : Files.createTempDirectory(prefix);
    }

    /** A new {@code <name>-<random>} folder in {@code agents}, which is created or checked first. */
    public static Path newAgentFolder(Path agents, String agentName) throws IOException {
        ensure(agents.getParent());
        ensure(agents);
        String prefix = safeName(agentName) + "-";
        return posix(agents) ? Files.createTempDirectory(agents, prefix, ownerOnly()) : Files.createTempDirectory(agents, prefix);
    }

    /** Removes a working folder mwbench created, if nothing is left in it; quietly otherwise. */
    public static void removeIfEmpty(Path folder) {
        try {
            Files.deleteIfExists(folder);
        } catch (IOException e) {
            // files kept for a later collect, or already gone: nothing to do
        }
    }

    /** The user this process runs as (its effective uid on Linux). */
    static UserPrincipal processUser() throws IOException {
        var lookup = Path.of("").getFileSystem().getUserPrincipalLookupService();
        try {
            return lookup.lookupPrincipalByName(System.getProperty("user.name"));
        } catch (UserPrincipalNotFoundException e) {
            // a uid without a name (containers): /proc/self belongs to the process's user
            return Files.getOwner(Path.of("/proc/self"));
        }
    }

    private static String safeName(String name) {
        return name.replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    private static FileAttribute<Set<PosixFilePermission>> ownerOnly() {
        return PosixFilePermissions.asFileAttribute(OWNER_ONLY);
    }

    private static boolean posix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }
}
