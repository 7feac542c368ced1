package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.mwbench.platform.hosts.SystemCommands;

/**
 * The users a test runs things as: this process's (root, as CI runs the tests), and nobody, uid
 * 65534, to which {@code setpriv} drops root for what a user who is not root must see.
 */
final class Users {
    /** The unprivileged user of Debian and most distributions. */
    static final int NOBODY = 65534;
    /** What execs a command as {@link #NOBODY}, with no supplementary groups. */
    static final List<String> AS_NOBODY = List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups", "--");

    private Users() {
    }

    /**
     * A folder of the test's that uid 65534 owns and may reach (the temporary folder above it is
     * root's, passable only), for runs that drop root with setpriv.
     */
    static Path nobodysFolder(Path dir, SystemCommands commands) throws Exception {
        assumeTrue(HostCommand.onPath("setpriv"), "dropping root needs setpriv (util-linux)");
        SystemCommands.Result readable = commands.attempt(Stream.concat(AS_NOBODY.stream(), Stream.of("test", "-r",
                Distribution.HOME.resolve("lib").resolve(firstJar()).toString())).toList());
        assertTrue(readable.succeeded(), "the distribution must be readable by other users, as shipped: "
                + Distribution.HOME + " is not readable by uid " + NOBODY);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        Path home = Files.createDirectories(dir.resolve("nobody"));
        commands.run(List.of("chown", NOBODY + ":" + NOBODY, home.toString()));
        return home;
    }

    /** Hands a folder and everything in it to nobody. */
    static void giveToNobody(Path folder, SystemCommands commands) throws Exception {
        commands.run(List.of("chown", "-R", NOBODY + ":" + NOBODY, folder.toString()));
    }

    /**
     * Skips the test unless this process is root and has what emulated hosts need: ip and tc
     * (iproute2) and taskset (util-linux). {@code why} says what root is needed for.
     */
    static void assumeRootWithEmulationTools(String why) throws IOException {
        assumeTrue(uid() == 0, why + "; this test runs as uid " + uid());
        assumeTrue(HostCommand.onPath("ip") && HostCommand.onPath("tc") && HostCommand.onPath("taskset"),
                "emulated hosts need ip and tc (iproute2) and taskset (util-linux), not all on the PATH");
    }

    /** This process's effective uid. */
    static long uid() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("Uid:")) {
                return Long.parseLong(line.substring(4).strip().split("\\s+")[1]);
            }
        }
        return -1;
    }

    private static String firstJar() throws IOException {
        try (Stream<Path> jars = Files.list(Distribution.HOME.resolve("lib"))) {
            return jars.map(jar -> jar.getFileName().toString()).filter(name -> name.endsWith(".jar")).sorted()
                    .findFirst().orElseThrow();
        }
    }
}
