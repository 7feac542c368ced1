package org.mwbench.platform.plan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.StringJoiner;

/**
 * The folder of a test plan: the only place the plan's file parameters may take files from.
 * A plan is text anyone may hand to a supervisor, and a file it names is sent to an agent and
 * kept in a report the web console serves, so it must not reach what the supervisor's user
 * can read elsewhere (its keys, {@code /etc/shadow}). A name is inside when it lies in the
 * folder once its {@code ..} are resolved, and when its real path, symbolic links followed,
 * lies in the folder's real path.
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
        Path real;
        try {
            real = named.toRealPath();
            if (!real.startsWith(folder.toRealPath())) {
                throw new RefusedFile("leads outside the plan's folder through a symbolic link");
            }
        } catch (NoSuchFileException e) {
            throw new RefusedFile("does not exist");
        } catch (IOException e) {
            throw new RefusedFile("cannot be read: " + e.getMessage());
        }
        if (!Files.isRegularFile(real, LinkOption.NOFOLLOW_LINKS)) {
            throw new RefusedFile("is not a regular file");
        }
        return new PlanFile(parameter, value, reportName(named), readBounded(real));
    }

    /** Reads at most one byte past the limit, so a file that grew after the check cannot fill memory. */
    private static byte[] readBounded(Path real) throws RefusedFile {
        try (InputStream in = Files.newInputStream(real, LinkOption.NOFOLLOW_LINKS)) {
            byte[] content = in.readNBytes((int) MAX_FILE_BYTES + 1);
            if (content.length > MAX_FILE_BYTES) {
                throw new RefusedFile("is over " + (MAX_FILE_BYTES >> 20) + " MiB, too big to send to an agent");
            }
            return content;
        } catch (IOException e) {
            throw new RefusedFile("cannot be read: " + e.getMessage());
        }
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
