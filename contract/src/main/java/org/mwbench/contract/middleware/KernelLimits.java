package org.mwbench.contract.middleware;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalInt;

/**
 * What the kernel makes of a server's settings. Linux silently lowers a listening socket's
 * backlog to {@code net.core.somaxconn} (4096 since Linux 5.4, 128 before): a server asked for
 * a backlog of 1024 on an older kernel queues 128 connects, and a connect storm overflows it.
 * So a server's configuration records both.
 */
public final class KernelLimits {
    static final Path SOMAXCONN = Path.of("/proc/sys/net/core/somaxconn");

    private KernelLimits() {
    }

    /**
     * {@code net.core.somaxconn}; empty where it cannot be read (not Linux). Read as a line:
     * {@code Files.readAllBytes} trusts the size procfs reports and returns "4" of "4096".
     */
    public static OptionalInt somaxconn() {
        try (BufferedReader in = Files.newBufferedReader(SOMAXCONN, StandardCharsets.US_ASCII)) {
            String line = in.readLine();
            return line == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(line.trim()));
        } catch (IOException | NumberFormatException | SecurityException e) {
            return OptionalInt.empty();
        }
    }

    /**
     * Adds {@code net.core.somaxconn} and {@code backlog.effective}, the backlog the kernel
     * applies, to a server's configuration.
     */
    public static void describeBacklog(Map<String, String> configuration, int backlog) {
        OptionalInt cap = somaxconn();
        configuration.put("net.core.somaxconn", cap.isPresent() ? Integer.toString(cap.getAsInt()) : "unknown");
        configuration.put("backlog.effective", Integer.toString(cap.isPresent() ? Math.min(backlog, cap.getAsInt()) : backlog));
    }
}
