package org.mwbench.deploy;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One test class with emulated hosts at a time on this machine ({@link EmulatedHostsIT},
 * {@link EmulatedHostsFaultsIT}): a class takes its turn with {@code @ExtendWith(EmulationTurn.PerClass.class)}. Runs with emulated hosts share
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

    /** A guard, not a speed claim: the other build's emulated classes take about 20 minutes on a loaded machine. */
    private static final long LONGEST_WAIT_MINUTES = 60;

    /** Takes the turn before a class's first test and gives it back after its last. */
    static final class PerClass implements BeforeAllCallback, AfterAllCallback {
        private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(EmulationTurn.class);

        @Override
        public void beforeAll(ExtensionContext context) throws Exception {
            EmulationTurn turn = take();
            if (turn != null) {
                context.getStore(NAMESPACE).put(context.getRequiredTestClass(), turn);
            }
        }

        @Override
        public void afterAll(ExtensionContext context) throws Exception {
            EmulationTurn turn = context.getStore(NAMESPACE).remove(context.getRequiredTestClass(), EmulationTurn.class);
            if (turn != null) {
                turn.close();
            }
        }
    }

    /** Waits for this machine's turn, or null when this is not root (the class then skips its tests). */
    static EmulationTurn take() throws IOException, InterruptedException {
        if (!Files.isWritable(FILE.getParent().getParent())) {
            return null;
        }
        Files.createDirectories(FILE.getParent(), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        FileChannel channel = FileChannel.open(FILE, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return new EmulationTurn(channel, lock);
            }
            System.out.println("waiting for another build's emulated hosts on this machine to end");
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(LONGEST_WAIT_MINUTES);
            while (lock == null && System.nanoTime() < deadline) {
                Thread.sleep(1000);
                lock = channel.tryLock();
            }
            if (lock == null) {
                throw new IOException("no turn for emulated hosts within " + LONGEST_WAIT_MINUTES + " min: another build holds "
                        + FILE);
            }
            return new EmulationTurn(channel, lock);
        } catch (IOException | InterruptedException | RuntimeException e) {
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
