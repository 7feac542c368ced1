package org.mwbench.platform.files;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * Deletes a folder and what is in it without ever following a link: a link is removed, never
 * what it points to. Where the platform offers a {@link SecureDirectoryStream} (Linux), each
 * folder is opened once, without following links, and its entries are removed relative to that
 * open folder ({@code unlinkat}), so a folder swapped for a link during the walk cannot redirect
 * a deletion elsewhere; elsewhere a {@link Files#walkFileTree} that does not follow links.
 */
public final class FileTrees {
    private FileTrees() {
    }

    /** Deletes the tree at {@code root}; nothing when it does not exist. */
    public static void delete(Path root) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(root, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return;
        }
        if (attributes.isDirectory()) {
            boolean emptied = false;
            try (DirectoryStream<Path> folder = Files.newDirectoryStream(root)) {
                if (folder instanceof SecureDirectoryStream<Path> secure) {
                    empty(secure);
                    emptied = true;
                }
            }
            if (!emptied) {
                emptyByWalking(root);
            }
        }
        Files.deleteIfExists(root);
    }

    private static void empty(SecureDirectoryStream<Path> folder) throws IOException {
        List<Path> names = new ArrayList<>();
        for (Path entry : folder) {
            names.add(entry.getFileName());
        }
        for (Path name : names) {
            BasicFileAttributes attributes = folder.getFileAttributeView(name, BasicFileAttributeView.class,
                    LinkOption.NOFOLLOW_LINKS).readAttributes();
            if (attributes.isDirectory()) {
                // O_NOFOLLOW: a folder swapped for a link since it was looked at fails here
                try (SecureDirectoryStream<Path> inner = folder.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS)) {
                    empty(inner);
                }
                folder.deleteDirectory(name);
            } else {
                folder.deleteFile(name);
            }
        }
    }

    private static void emptyByWalking(Path root) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path folder, IOException failure) throws IOException {
                if (failure != null) {
                    throw failure;
                }
                if (!folder.equals(root)) {
                    Files.delete(folder);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
