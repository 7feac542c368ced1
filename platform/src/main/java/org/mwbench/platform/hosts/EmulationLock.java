package org.mwbench.platform.hosts;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One run with emulated hosts at a time on a machine: every run's bridge holds 198.18.0.1, and
 * two would shadow each other's routes. The kernel releases the lock when its holder dies, even
 * by {@code kill -9}, so a crashed run never blocks the next one.
 */
public final class EmulationLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private EmulationLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    public static EmulationLock acquire() throws HostEmulationException {
        Path folder = Files.isDirectory(Path.of("/run/lock")) ? Path.of("/run/lock") : Path.of(System.getProperty("java.io.tmpdir"));
        Path file = folder.resolve("mwbench-emulated-hosts.lock");
        FileChannel channel = null;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                String holder = new String(Files.readAllBytes(file), StandardCharsets.US_ASCII).strip();
                channel.close();
                throw new HostEmulationException("another mwbench run with emulated hosts is running (pid " + holder
                        + "); runs with emulated hosts share 198.18.0.1, so they go one at a time");
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(Long.toString(ProcessHandle.current().pid()).getBytes(StandardCharsets.US_ASCII)));
            return new EmulationLock(channel, lock);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new HostEmulationException("cannot lock " + file + ": " + e.getMessage());
        }
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
