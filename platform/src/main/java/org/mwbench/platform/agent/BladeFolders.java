package org.mwbench.platform.agent;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.files.FileTrees;
import org.mwbench.platform.files.PrivateFolders;
import org.mwbench.platform.remote.StoredFile;

/**
 * An agent's working folder: {@code <work>/<run>/<blade>/<file>}, and what collect may take from
 * it. Only regular files directly in a blade's own folder are listed and read: a link is never
 * followed (listed with {@code NOFOLLOW_LINKS}, opened with {@code O_NOFOLLOW}), and a blade
 * folder whose real path is not where it should be (a link to elsewhere) is refused, so that
 * nothing planted there can make collect hand out another file, such as the shared secret.
 */
final class BladeFolders {
    private final Path work;

    /** @param work created {@code rwx------} if missing; if it exists, it must be this user's and not writable by others */
    BladeFolders(Path work) throws IOException {
        this.work = PrivateFolders.ensure(work).toRealPath();
    }

    Path work() {
        return work;
    }

    /** Where a blade's files go; the blade creates it. */
    Path blade(String runId, String bladeId) {
        return work.resolve(runId).resolve(bladeId);
    }

    /** The blade's regular files, by name; links and folders are left out. */
    List<StoredFile> list(String runId, String bladeId) throws IOException {
        Path folder = ownFolder(runId, bladeId);
        List<StoredFile> files = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                BasicFileAttributes attributes = Files.readAttributes(entry, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                if (attributes.isRegularFile()) {
                    files.add(new StoredFile(entry.getFileName().toString(), attributes.size()));
                }
            }
        }
        files.sort(java.util.Comparator.comparing(StoredFile::name));
        return files;
    }

    /** Up to {@code length} bytes of the blade's regular file {@code name} from {@code offset}. */
    byte[] read(String runId, String bladeId, String name, long offset, int length) throws IOException {
        Path file = ownFolder(runId, bladeId).resolve(plainName(name));
        if (!Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isRegularFile()) {
            throw new IOException(name + " is not a regular file");
        }
        // O_NOFOLLOW: a file swapped for a link since it was looked at is not opened
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            int size = (int) Math.max(0, Math.min(length, channel.size() - offset));
            ByteBuffer buffer = ByteBuffer.allocate(size);
            while (buffer.hasRemaining() && channel.read(buffer, offset + buffer.position()) > 0) {
                // read until the chunk is full
            }
            return buffer.array();
        }
    }

    /** Deletes a run's files without following a link. */
    void delete(String runId) throws IOException {
        FileTrees.delete(work.resolve(plainName(runId)));
    }

    private Path ownFolder(String runId, String bladeId) throws IOException {
        Path folder = work.resolve(plainName(runId)).resolve(plainName(bladeId));
        if (!folder.toRealPath().equals(folder)) {
            throw new IOException(folder + " is not the blade's own folder: it leads to " + folder.toRealPath());
        }
        return folder;
    }

    /** A name of one component, neither a path nor {@code .} or {@code ..}. */
    private static String plainName(String name) throws IOException {
        if (name == null || name.isEmpty() || name.equals(".") || name.equals("..")
                || name.indexOf('/') >= 0 || name.indexOf('\\') >= 0 || name.indexOf('\0') >= 0) {
            throw new IOException("'" + name + "' is not a plain file name");
        }
        return name;
    }
}
