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
import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.files.PrivateFolders;

/**
 * Writes the files and folders of a stored run with its {@link ReportMode}'s permissions,
 * whatever the umask: owner-only unless the user asked otherwise. A plan and the files it names
 * can hold what other users of the host must not see (endpoints, credentials in a scenario), and
 * so can measurements, so a report's files must not be more readable than a private original:
 * the umask's usual {@code rw-r--r--} would publish them. A file is opened without following a
 * link ({@code O_NOFOLLOW}). On a file system without POSIX permissions the files are written as
 * the platform writes any file.
 */
public final class StoredFiles {
    /** For what is never shared: an agent's working files, whatever the runs' mode. */
    public static final StoredFiles OWNER_ONLY = new StoredFiles(ReportMode.OWNER);

    private final ReportMode mode;

    public StoredFiles(ReportMode mode) {
        this.mode = mode;
    }

    public ReportMode mode() {
        return mode;
    }

    /**
     * A run's folder (or a blade's, a campaign's), which must not exist: made fresh by
     * {@link PrivateFolders#createFresh}, then given the mode's permissions.
     */
    public Path createFresh(Path folder) throws IOException {
        return widened(PrivateFolders.createFresh(folder));
    }

    /**
     * The runs folder, through {@link PrivateFolders#ensure}; when it did not exist, it is
     * given the mode's permissions, so that a group can reach the runs in it.
     */
    public Path ensureRunsFolder(Path folder) throws IOException {
        boolean existed = Files.exists(folder, LinkOption.NOFOLLOW_LINKS);
        PrivateFolders.ensure(folder);
        return existed ? folder : widened(folder);
    }

    /** Creates the folder and its missing parents with the mode's permissions; folders that exist are left as they are. */
    public Path createDirectories(Path folder) throws IOException {
        if (!posix(folder)) {
            return Files.createDirectories(folder);
        }
        Path missing = folder.toAbsolutePath();
        List<Path> created = new ArrayList<>();
        while (missing != null && !Files.exists(missing, LinkOption.NOFOLLOW_LINKS)) {
            created.add(0, missing);
            missing = missing.getParent();
        }
        Files.createDirectories(folder, ReportMode.atCreation(true));
        for (Path path : created) {
            widened(path);
        }
        return folder;
    }

    /**
     * Writes the file with the mode's permissions. A new file has owner-only permissions from
     * its creation, before any byte is in it; one that exists is set to the mode's first.
     */
    public void write(Path file, byte[] content) throws IOException {
        try (OutputStream out = newOutputStream(file)) {
            out.write(content);
        }
    }

    /** Opens the file for writing from its start (truncated), or, with {@code APPEND}, at its end. */
    public OutputStream newOutputStream(Path file, OpenOption... options) throws IOException {
        if (posix(file)) {
            try {
                Files.createFile(file, ReportMode.atCreation(false));
                widened(file);
            } catch (FileAlreadyExistsException e) {
                // not through a link: a link here is left as it is, and fails to open below (O_NOFOLLOW)
                mode.apply(file);
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
    public BufferedWriter newWriter(Path file, OpenOption... options) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(file, options), StandardCharsets.UTF_8));
    }

    /** Owner-only is how everything is created, so only a wider mode changes it. */
    private Path widened(Path path) throws IOException {
        return mode == ReportMode.OWNER || !posix(path) ? path : mode.apply(path);
    }

    private static boolean posix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }
}
