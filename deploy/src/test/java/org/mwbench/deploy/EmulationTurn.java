package org.mwbench.deploy;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * One {@link EmulatedHostsIT} at a time on this machine. Runs with emulated hosts share
 * 198.18.0.1 and take the product's emulation lock, which refuses a second run at once (that is
 * the product's promise, and stays). Two builds of this project on one machine, two CI jobs or a
 * developer's and a CI's, would then fail each other's runs; instead, the later test class waits
 * here, blocked on a lock of its own, until the earlier one has finished.
 */
final class EmulationTurn implements AutoCloseable {
    /** Under /run, which only root may write: emulated hosts need root anyway. */
    private static final Path FILE = Path.of("/run/mwbench-tests/emulated-hosts-it.lock");

    private final FileChannel channel;
    private final FileLock lock;

    private EmulationTurn(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Waits for this machine's turn, or null when this is not root (the class then skips its tests). */
    static EmulationTurn take() throws IOException {
        if (!Files.isWritable(FILE.getParent().getParent())) {
            return null;
        }
        Files.createDirectories(FILE.getParent(), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        FileChannel channel = FileChannel.open(FILE, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                System.out.println("EmulatedHostsIT waits for another build's EmulatedHostsIT on this machine to end");
                lock = channel.lock(); // interruptible: the class's timeout ends the wait
            }
            return new EmulationTurn(channel, lock);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
