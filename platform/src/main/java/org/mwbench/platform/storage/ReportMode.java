package org.mwbench.platform.storage;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Set;

/**
 * Who may read a stored run: the one setting behind the permissions of the runs mwbench stores
 * (their folders, every file in them, the analysis written beside them). Owner-only by default,
 * since a plan, its inputs and its measurements can hold what other users of the host must not
 * see; {@code --report-mode group} lets the owner's group read them, not write them.
 *
 * <p>Everything is created owner-only first and widened afterwards, by a change of mode that
 * follows no link: a mode asked for at creation would be cut by the umask, and a file never
 * starts out readable by more than its mode says.
 */
public enum ReportMode {
    OWNER("rwx------", "rw-------"),
    GROUP("rwxr-x---", "rw-r-----");

    private final Set<PosixFilePermission> folder;
    private final Set<PosixFilePermission> file;

    ReportMode(String folder, String file) {
        this.folder = PosixFilePermissions.fromString(folder);
        this.file = PosixFilePermissions.fromString(file);
    }

    /** The mode named as on the command line: {@code owner} or {@code group}. */
    public static ReportMode named(String name) {
        for (ReportMode mode : values()) {
            if (mode.optionName().equals(name.strip().toLowerCase(Locale.ROOT))) {
                return mode;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not a report mode; owner (rwx------ and rw-------) "
                + "or group (rwxr-x--- and rw-r-----)");
    }

    /** The mode a run's folder was stored with: {@link #GROUP} when its group may enter it. */
    public static ReportMode of(Path runFolder) throws IOException {
        PosixFileAttributeView view = posixView(runFolder);
        return view != null && view.readAttributes().permissions().contains(PosixFilePermission.GROUP_EXECUTE)
                ? GROUP : OWNER;
    }

    /**
     * Gives what was written into a stored run after it (its log, its analysis: {@code report.html},
     * {@code plots/}) the run folder's own mode; a path that does not exist is skipped.
     */
    public static void followRun(Path runFolder, Path... written) throws IOException {
        ReportMode mode = of(runFolder);
        for (Path path : written) {
            mode.applyToTree(path);
        }
    }

    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Set<PosixFilePermission> folderPermissions() {
        return folder;
    }

    public Set<PosixFilePermission> filePermissions() {
        return file;
    }

    /** What a file or folder is created with before {@link #apply}: owner-only, whatever the mode. */
    static FileAttribute<Set<PosixFilePermission>> atCreation(boolean isFolder) {
        return PosixFilePermissions.asFileAttribute(isFolder ? OWNER.folder : OWNER.file);
    }

    /** Gives a file or folder this mode's permissions; a link is left as it is, its target untouched. */
    public Path apply(Path path) throws IOException {
        PosixFileAttributeView view = posixView(path);
        if (view != null) {
            BasicFileAttributes attributes = view.readAttributes();
            if (!attributes.isSymbolicLink()) {
                view.setPermissions(attributes.isDirectory() ? folder : file);
            }
        }
        return path;
    }

    /**
     * Gives a tree written by others (the analysis: {@code report.html}, {@code plots/}) this mode's
     * permissions, without following a link; nothing when it does not exist.
     */
    public void applyToTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) throws IOException {
                apply(dir);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                apply(file);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static PosixFileAttributeView posixView(Path path) {
        return Files.getFileAttributeView(path, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
    }
}
