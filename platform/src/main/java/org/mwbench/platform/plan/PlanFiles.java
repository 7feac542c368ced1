package org.mwbench.platform.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Finds the files a blade's argument names, as CLIF's code server serves a scenario to a
 * remote agent: every token of the argument (or value of a {@code name=value} token) that
 * is a regular file, relative to the plan's folder or absolute, travels with the deploy.
 */
public final class PlanFiles {
    /** A file bigger than this is refused: a scenario is kilobytes, and deploys must stay quick. */
    public static final long MAX_FILE_BYTES = 16L << 20;

    private PlanFiles() {
    }

    /**
     * @param planFolder the folder of the plan file; relative names are resolved from it
     * @throws PlanException a named file that is too big to ship
     */
    public static Map<String, byte[]> referencedBy(BladeDefinition blade, Path planFolder) throws PlanException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String token : blade.argument().strip().split("[\\s,]+")) {
            String name = token.contains("=") ? token.substring(token.indexOf('=') + 1) : token;
            if (name.isEmpty() || files.containsKey(name)) {
                continue;
            }
            Path file;
            try {
                file = planFolder.resolve(name);
            } catch (InvalidPathException e) {
                continue; // not a path, just a value
            }
            if (!Files.isRegularFile(file)) {
                continue;
            }
            try {
                if (Files.size(file) > MAX_FILE_BYTES) {
                    throw new PlanException(new PlanError(blade.key("argument"), blade.key("argument"),
                            "file '" + name + "' is over " + (MAX_FILE_BYTES >> 20) + " MiB, too big to send to an agent"));
                }
                files.put(name, Files.readAllBytes(file));
            } catch (IOException e) {
                throw new PlanException(new PlanError(blade.key("argument"), blade.key("argument"),
                        "cannot read file '" + name + "': " + e.getMessage()));
            }
        }
        return files;
    }
}
