package org.mwbench.deploy;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

/**
 * One test at a time holding addresses of 198.18.0.0/15 on this machine, across failsafe's two
 * forks: a run with emulated hosts refuses to start while any interface of the machine has an
 * address in that range, and KubePlayIT's podman network puts 198.18.42.1 on a bridge. So
 * EmulatedHostsIT holds this lock for each test, and KubePlayIT while its network exists. A file
 * lock in the module's target folder: the kernel releases it when a fork dies.
 */
final class BenchmarkRangeLock implements AutoCloseable {
    private static final Path FILE = Path.of("target", "benchmark-range-198.18.lock").toAbsolutePath();

    private final FileChannel channel;
    private final FileLock lock;

    private BenchmarkRangeLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Waits up to {@code patience} for the other fork's test to let the range go. */
    static BenchmarkRangeLock acquire(Duration patience, String who) throws IOException, InterruptedException {
        Files.createDirectories(FILE.getParent());
        FileChannel channel = FileChannel.open(FILE, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        long deadline = System.nanoTime() + patience.toNanos();
        while (true) {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return new BenchmarkRangeLock(channel, lock);
            }
            if (System.nanoTime() > deadline) {
                channel.close();
                throw new AssertionError(who + " waited " + patience.toSeconds() + " s for " + FILE
                        + ": another test of this module kept addresses of 198.18.0.0/15 that long");
            }
            Thread.sleep(500);
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
