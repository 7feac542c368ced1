package org.mwbench.bench.footprint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * What Linux says of one process in {@code /proc/PID/status}: its resident memory and its
 * threads, the two figures every process has, a JVM's and a native server's alike. Resident
 * memory is the process's whole: a JVM's heap pages it touched, its JIT code cache, its class
 * metadata and thread stacks, and the libraries it mapped (their shared pages too).
 *
 * @param residentBytes  {@code VmRSS}: memory resident now
 * @param peakResidentBytes {@code VmHWM}: the most resident so far
 * @param anonymousBytes {@code RssAnon}: the part no file backs (heap, stacks, malloc)
 * @param threads        {@code Threads}: every thread of the process, the JVM's own (GC,
 *                       compiler) included
 */
public record ProcessStatus(long residentBytes, long peakResidentBytes, long anonymousBytes, int threads) {

    /** Reads {@code /proc/PID/status}. */
    public static ProcessStatus read(long pid) throws IOException {
        Path file = Path.of("/proc", Long.toString(pid), "status");
        try {
            return parse(Files.readString(file), file.toString());
        } catch (NoSuchFileException e) {
            throw new IOException("process " + pid + " is gone (no " + file + ")", e);
        }
    }

    /**
     * Parses the text of a status file. Sizes are in kB there ("VmRSS:    123456 kB"), kibibytes
     * in fact; threads a plain count.
     *
     * @param source the file's name, for the message when a field is missing or malformed
     */
    public static ProcessStatus parse(String text, String source) {
        long resident = -1;
        long peak = -1;
        long anonymous = -1;
        int threads = -1;
        for (String line : text.split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String name = line.substring(0, colon);
            String value = line.substring(colon + 1).strip();
            switch (name) {
                case "VmRSS" -> resident = kibibytes(value, name, source);
                case "VmHWM" -> peak = kibibytes(value, name, source);
                case "RssAnon" -> anonymous = kibibytes(value, name, source);
                case "Threads" -> threads = number(value, name, source);
                default -> {
                    // other fields are not footprint figures
                }
            }
        }
        if (resident < 0 || threads < 0) {
            throw new IllegalArgumentException(source + ": no " + (resident < 0 ? "VmRSS" : "Threads")
                    + " line (a kernel thread, or not Linux's status format)");
        }
        return new ProcessStatus(resident, peak, anonymous, threads);
    }

    /**
     * The sockets a process holds open: its file descriptors that are sockets
     * ({@code /proc/PID/fd/N -> socket:[inode]}), listening ones included. -1 when the
     * descriptors cannot be listed.
     */
    public static int sockets(long pid) {
        Path fds = Path.of("/proc", Long.toString(pid), "fd");
        try (Stream<Path> links = Files.list(fds)) {
            return (int) links.filter(ProcessStatus::isSocket).count();
        } catch (IOException | UncheckedIOException e) {
            return -1;
        }
    }

    private static boolean isSocket(Path link) {
        try {
            return Files.readSymbolicLink(link).toString().startsWith("socket:");
        } catch (IOException e) {
            return false; // closed between the listing and the read
        }
    }

    private static long kibibytes(String value, String name, String source) {
        String[] parts = value.split("\\s+");
        if (parts.length != 2 || !parts[1].equals("kB")) {
            throw new IllegalArgumentException(source + ": " + name + " is '" + value + "', expected 'N kB'");
        }
        return number(parts[0], name, source) * 1024L;
    }

    private static int number(String value, String name, String source) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + ": " + name + " is '" + value + "', expected a whole number");
        }
    }
}
