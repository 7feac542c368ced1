package org.mwbench.console.web.plans;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.mwbench.console.web.http.ApiException;

/**
 * The folder of {@code .ctp} files the plan view opens and saves. A plan is named by its
 * file name without {@code .ctp}, which also names its report folders; a name is one path
 * segment, so a request cannot reach a file outside the folder.
 */
public final class PlanFolder {
    static final String EXTENSION = ".ctp";
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,99}");

    private final Path folder;

    public PlanFolder(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
    }

    public Path folder() {
        return folder;
    }

    /** The plan names in the folder, sorted. */
    public List<String> names() throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(Files::isRegularFile)
                    .map(path -> path.getFileName().toString())
                    .filter(file -> file.endsWith(EXTENSION))
                    .map(file -> file.substring(0, file.length() - EXTENSION.length()))
                    .filter(name -> NAME.matcher(name).matches())
                    .sorted()
                    .toList();
        }
    }

    /** Where the plan of this name is, or would be, saved. */
    public Path fileOf(String name) throws ApiException {
        return folder.resolve(checkedName(name) + EXTENSION);
    }

    public String read(String name) throws IOException, ApiException {
        Path file = fileOf(name);
        if (!Files.isRegularFile(file)) {
            throw ApiException.notFound("no plan '" + name + "' in " + folder);
        }
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /** Writes the plan whole or not at all: a crash never leaves half a plan. */
    public Path write(String name, String text) throws IOException, ApiException {
        Path file = fileOf(name);
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, "." + name, ".tmp");
        try {
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            try {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
        return file;
    }

    public static String checkedName(String name) throws ApiException {
        if (name == null || !NAME.matcher(name).matches()) {
            throw ApiException.badRequest("plan name '" + name + "': use letters, digits, '_', '.', '-' (at most 100), "
                    + "starting with a letter or digit; it names the file and the report folders");
        }
        return name;
    }
}
