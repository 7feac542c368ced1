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
 * One test class at a time on this machine for what the machine has only one of. Two builds of
 * this project on one machine (two CI jobs, or a developer's and a CI's) would otherwise fail each
 * other's tests; instead, the later class waits here, blocked on a lock file, until the earlier one
 * has finished. A class takes its turn with {@code @ExtendWith(MachineTurn.EmulatedHosts.class)} or
 * {@code @ExtendWith(MachineTurn.Pods.class)}:
 * <ul>
 *   <li>{@link EmulatedHosts}: {@link EmulatedHostsIT}, {@link EmulatedHostsFaultsIT}. Runs with
 *       emulated hosts share 198.18.0.1 and take the product's emulation lock, which refuses a
 *       second run at once (that is the product's promise, and stays).</li>
 *   <li>{@link Pods}: {@link KubePlayIT}. The manifests name their pods and volumes, and the test's
 *       network has one subnet: two plays at once would take each other's.</li>
 * </ul>
 */
final class MachineTurn implements AutoCloseable {
    /** Under /run, which only root may write: both kinds of test need root anyway. */
    private static final Path DIRECTORY = Path.of("/run/mwbench-tests");

    /** A guard, not a speed claim: the other build's emulated classes take about 20 minutes on a loaded machine. */
    private static final long LONGEST_WAIT_MINUTES = 60;

    private final FileChannel channel;
    private final FileLock lock;

    private MachineTurn(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The emulated hosts' turn. */
    static final class EmulatedHosts extends PerClass {
        EmulatedHosts() {
            super("emulated-hosts-it.lock", "emulated hosts");
        }
    }

    /** The pods' turn: podman kube play of the shipped manifests. */
    static final class Pods extends PerClass {
        Pods() {
            super("kube-play-it.lock", "pods");
        }
    }

    /** Takes the turn before a class's first test and gives it back after its last. */
    abstract static class PerClass implements BeforeAllCallback, AfterAllCallback {
        private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(MachineTurn.class);
        private final String file;
        private final String what;

        PerClass(String file, String what) {
            this.file = file;
            this.what = what;
        }

        @Override
        public void beforeAll(ExtensionContext context) throws Exception {
            MachineTurn turn = take(DIRECTORY.resolve(file), what);
            if (turn != null) {
                context.getStore(NAMESPACE).put(context.getRequiredTestClass(), turn);
            }
        }

        @Override
        public void afterAll(ExtensionContext context) throws Exception {
            MachineTurn turn = context.getStore(NAMESPACE).remove(context.getRequiredTestClass(), MachineTurn.class);
            if (turn != null) {
                turn.close();
            }
        }
    }

    /** Waits for this machine's turn, or null when this is not root (the class then skips its tests). */
    static MachineTurn take(Path file, String what) throws IOException, InterruptedException {
        if (!Files.isWritable(file.getParent().getParent())) {
            return null;
        }
        Files.createDirectories(file.getParent(), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return new MachineTurn(channel, lock);
            }
            System.out.println("waiting for another build's " + what + " on this machine to end");
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(LONGEST_WAIT_MINUTES);
            while (lock == null && System.nanoTime() < deadline) {
                Thread.sleep(1000);
                lock = channel.tryLock();
            }
            if (lock == null) {
                throw new IOException("no turn for " + what + " within " + LONGEST_WAIT_MINUTES + " min: another build holds "
                        + file);
            }
            return new MachineTurn(channel, lock);
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
