package org.mwbench.platform.hosts;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.mwbench.platform.files.PrivateFolders;
import org.mwbench.platform.security.TerminalText;

/**
 * One run with emulated hosts at a time on a machine: every run's bridge holds 198.18.0.1, and
 * two would shadow each other's routes. The kernel releases the lock when its holder dies, even
 * by {@code kill -9}, so a crashed run never blocks the next one.
 *
 * <p>The lock lives in {@code /run/mwbench}, a folder only root may enter ({@code rwx------},
 * refused if it is anyone else's or open to others): in a shared folder such as
 * {@code /run/lock}, another user could plant a link where the lock goes, so that the run
 * overwrites the link's target, or hold the lock to block every run. The file is opened
 * without following a link, and written (its holder's pid) only once its lock is held.
 */
public final class EmulationLock implements AutoCloseable {
    /** Where the lock lives: emulated hosts need root, and this folder is root's alone. */
    public static final Path FOLDER = Path.of("/run/mwbench");
    static final String FILE_NAME = "emulated-hosts.lock";
    /** The most of a holder's file that is read back and shown: a pid, not an essay. */
    private static final int HOLDER_BYTES = 64;

    private final FileChannel channel;
    private final FileLock lock;

    private EmulationLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    public static EmulationLock acquire() throws HostEmulationException {
        return acquire(FOLDER);
    }

    /** The lock in {@code folder}, which is created {@code rwx------} or must be this user's and closed to others. */
    static EmulationLock acquire(Path folder) throws HostEmulationException {
        Path file = folder.resolve(FILE_NAME);
        FileChannel channel = null;
        try {
            privateFolder(folder);
            channel = open(file);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                String holder = holder(channel);
                throw new HostEmulationException("another mwbench run with emulated hosts holds " + file
                        + " (it says: " + holder + "); runs with emulated hosts share 198.18.0.1, so they go one at a time");
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(Long.toString(ProcessHandle.current().pid()).getBytes(StandardCharsets.US_ASCII)));
            return new EmulationLock(channel, lock);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new HostEmulationException("cannot lock " + file + ": " + TerminalText.safe(e.getMessage()));
        } catch (HostEmulationException e) {
            closeQuietly(channel);
            throw e;
        }
    }

    private static void privateFolder(Path folder) throws IOException {
        try {
            PrivateFolders.createFresh(folder);
        } catch (IOException e) {
            if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
                throw e;
            }
            PrivateFolders.requireOwnedUnshared(folder, true);
        }
    }

    /**
     * Creates the file exclusively ({@code O_CREAT|O_EXCL}, which never follows a link) or
     * opens the one there with {@code O_NOFOLLOW}, if it is a regular file (in a folder only this
     * user may enter, that file is one an earlier run of its made).
     */
    private static FileChannel open(Path file) throws IOException {
        try {
            return FileChannel.open(file, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                    StandardOpenOption.WRITE), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (FileAlreadyExistsException e) {
            PosixFileAttributes attributes = Files.readAttributes(file, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!attributes.isRegularFile()) {
                throw new IOException("it is " + (attributes.isSymbolicLink() ? "a symbolic link" : "not a regular file")
                        + ", which mwbench does not follow or write; remove it");
            }
            return FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        }
    }

    /** What the holder wrote: its first bytes, escaped for a terminal. */
    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(HOLDER_BYTES + 1);
        while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) > 0) {
            // read what there is, up to the bound
        }
        String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
        return TerminalText.safe(text, HOLDER_BYTES);
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException e) {
            // closing the channel releases it too
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            if (channel != null) {
                channel.close();
            }
        } catch (IOException e) {
            // nothing more to release
        }
    }
}
