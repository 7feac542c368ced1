package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The TCP ports a process listens on, read from Linux's {@code /proc}: the listening sockets of its
 * network namespace ({@code net/tcp}, {@code net/tcp6}, state {@code 0A}) whose inodes are among
 * the process's own file descriptors.
 */
final class ListeningSockets {

    private static final String LISTEN = "0A";

    private ListeningSockets() {
    }

    /** @return "port (inode)" of every TCP socket {@code pid} listens on */
    static Set<String> of(long pid) throws IOException {
        Set<String> owned = socketInodes(pid);
        Set<String> listening = new TreeSet<>();
        for (String table : List.of("tcp", "tcp6")) {
            Path file = Path.of("/proc", Long.toString(pid), "net", table);
            if (!Files.exists(file)) {
                continue;
            }
            // Read once: sockets open and close meanwhile, and two reads may differ in length.
            List<String> lines = Files.readAllLines(file);
            for (String line : lines.subList(1, lines.size())) {
                String[] fields = line.trim().split("\\s+");
                // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
                if (fields.length > 9 && LISTEN.equals(fields[3]) && owned.contains(fields[9])) {
                    int port = Integer.parseInt(fields[1].substring(fields[1].indexOf(':') + 1), 16);
                    listening.add(port + " (inode " + fields[9] + ")");
                }
            }
        }
        return listening;
    }

    /** The inodes of the sockets among the process's file descriptors; it must be this user's process. */
    static Set<String> socketInodes(long pid) throws IOException {
        Set<String> inodes = new TreeSet<>();
        try (Stream<Path> fds = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
            for (Path fd : fds.toList()) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(target.substring("socket:[".length(), target.length() - 1));
                    }
                } catch (IOException closedMeanwhile) {
                    // a descriptor closed between listing and reading is no socket of interest
                }
            }
        }
        return inodes;
    }
}
