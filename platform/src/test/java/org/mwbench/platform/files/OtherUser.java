package org.mwbench.platform.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * Another local user, for tests that attack as one: uid and gid 65534 (nobody), reached from
 * root with {@code setpriv} (util-linux). CI runs as root; elsewhere such tests are skipped.
 * What it creates in the shared temporary folder is removed by {@link #remove}, as root.
 */
public final class OtherUser {
    public static final int UID = 65534;

    private OtherUser() {
    }

    /** Skips the test unless this process is root and {@code setpriv} is on the PATH. */
    public static void assumeAvailable() throws IOException {
        assumeTrue("root".equals(PrivateFolders.processUser().getName()), "attacking as another user needs root");
        assumeTrue(onPath("setpriv"), "dropping root needs setpriv (util-linux)");
    }

    /** Runs the command as uid 65534 and expects it to succeed. */
    public static void run(String... command) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>(List.of("setpriv", "--reuid=" + UID, "--regid=" + UID, "--clear-groups", "--"));
        full.addAll(List.of(command));
        Process process = new ProcessBuilder(full).redirectErrorStream(true).start();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException("still running after 30 s: " + full);
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), full + ": " + output);
    }

    /** A new folder of uid 65534's in the shared temporary folder, where anyone may create one. */
    public static Path folderInTmp() throws IOException, InterruptedException {
        Path folder = Path.of("/tmp", "mwbench-attack-" + UUID.randomUUID());
        run("mkdir", "-m", "0755", folder.toString());
        return folder;
    }

    /** Removes what the other user created, links included but never their targets; quietly if gone. */
    public static void remove(Path path) throws IOException {
        if (path != null) {
            FileTrees.delete(path);
        }
    }

    private static boolean onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String folder : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(folder, command))) {
                return true;
            }
        }
        return false;
    }
}
