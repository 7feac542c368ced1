package org.mwbench.platform.plan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The folder of a test plan: the only place the plan's file parameters may take files from.
 * A plan is text anyone may hand to a supervisor, and a file it names is sent to an agent and
 * kept in a report the web console serves, so it must not reach what the supervisor's user
 * can read elsewhere (its keys, {@code /etc/shadow}). A name is inside when it lies in the
 * folder once its {@code ..} are resolved, and when its real path, symbolic links followed,
 * lies in the folder's real path. It is then read along that real path without following a
 * link, so that the file read is the file checked.
 */
final class PlanFolder {
    /** A file bigger than this is refused: a scenario is kilobytes, and deploys must stay quick. */
    static final long MAX_FILE_BYTES = 16L << 20;

    private final Path folder;

    PlanFolder(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
    }

    /** What a file parameter may name, in words for the user who wrote a refused one. */
    String allowed() {
        return "a regular file of at most " + (MAX_FILE_BYTES >> 20) + " MiB in " + folder
                + " or below, named relative to that folder or by an absolute path inside it";
    }

    /**
     * @param value the parameter's value: a path relative to the folder, or absolute
     * @throws RefusedFile saying why the value does not name a file the plan may use
     */
    PlanFile read(String parameter, String value) throws RefusedFile {
        Path named;
        try {
            named = folder.resolve(value).normalize();
        } catch (InvalidPathException e) {
            throw new RefusedFile("is not a file name: " + e.getReason());
        }
        // Checked before the file system is asked anything, so a refused name tells nothing
        // about what exists outside the folder.
        if (!named.startsWith(folder)) {
            throw new RefusedFile("is outside the plan's folder");
        }
        if (named.equals(folder)) {
            throw new RefusedFile("is the plan's folder itself, not a file");
        }
        try {
            Path realFolder = folder.toRealPath();
            Path real = named.toRealPath();
            if (!real.startsWith(realFolder) || real.equals(realFolder)) {
                throw new RefusedFile("leads outside the plan's folder through a symbolic link");
            }
            return new PlanFile(parameter, value, reportName(named), readInside(realFolder, realFolder.relativize(real)));
        } catch (NoSuchFileException e) {
            throw new RefusedFile("does not exist");
        } catch (IOException e) {
            throw new RefusedFile("cannot be read: " + e.getMessage());
        }
    }

    /**
     * Reads the file at {@code relative}, a path without links, from the folder's real path:
     * where the platform allows, each folder on the way is opened relative to the one before and
     * without following a link ({@code openat}, {@code O_NOFOLLOW}), so that the file read is the
     * file checked, even if a folder on the way is swapped for a link meanwhile.
     */
    private static byte[] readInside(Path realFolder, Path relative) throws IOException, RefusedFile {
        try (DirectoryStream<Path> top = Files.newDirectoryStream(realFolder)) {
            if (top instanceof SecureDirectoryStream<Path> secure) {
                return readBelow(secure, relative);
            }
        }
        Path real = realFolder.resolve(relative);
        if (!Files.isRegularFile(real, LinkOption.NOFOLLOW_LINKS)) {
            throw new RefusedFile("is not a regular file");
        }
        try (InputStream in = Files.newInputStream(real, LinkOption.NOFOLLOW_LINKS)) {
            return readBounded(in);
        }
    }

    private static byte[] readBelow(SecureDirectoryStream<Path> folder, Path relative) throws IOException, RefusedFile {
        Path first = relative.getName(0);
        if (relative.getNameCount() > 1) {
            try (SecureDirectoryStream<Path> inner = folder.newDirectoryStream(first, LinkOption.NOFOLLOW_LINKS)) {
                return readBelow(inner, relative.subpath(1, relative.getNameCount()));
            }
        }
        if (!folder.getFileAttributeView(first, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
                .readAttributes().isRegularFile()) {
            throw new RefusedFile("is not a regular file");
        }
        try (InputStream in = Channels.newInputStream(folder.newByteChannel(first,
                Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)))) {
            return readBounded(in);
        }
    }

    /** Reads at most one byte past the limit, so a file that grew after the check cannot fill memory. */
    private static byte[] readBounded(InputStream in) throws IOException, RefusedFile {
        byte[] content = in.readNBytes((int) MAX_FILE_BYTES + 1);
        if (content.length > MAX_FILE_BYTES) {
            throw new RefusedFile("is over " + (MAX_FILE_BYTES >> 20) + " MiB, too big to send to an agent");
        }
        return content;
    }

    private String reportName(Path named) {
        StringJoiner name = new StringJoiner("/");
        folder.relativize(named).forEach(part -> name.add(part.toString()));
        return name.toString();
    }

    /** A value that names no file the plan may use; its message completes "PARAMETER=VALUE ...". */
    static final class RefusedFile extends Exception {
        private static final long serialVersionUID = 1L;

        RefusedFile(String reason) {
            super(reason);
        }
    }
}
