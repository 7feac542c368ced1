package org.mwbench.platform.security;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Objects;

/**
 * The key that supervisor and agents share. An agent obeys only a caller that can prove it holds
 * the same key; anyone who can merely reach the agent's RMI port cannot.
 *
 * <p>The key lives in a small file (64 hex characters) readable only by its owner, in the spirit of
 * an SSH private key: the user copies it to every agent host once, and no password ever travels on
 * the wire or appears on a command line. The key itself never leaves this object; only MACs and a
 * short {@linkplain #fingerprint() fingerprint} do.
 */
public final class SharedSecret {

    /** Environment variable overriding {@link #defaultFile()}; lets tests and CI use a throw-away secret. */
    public static final String FILE_ENV = "MWBENCH_SECRET_FILE";

    /** 256 bits: the full strength of HMAC-SHA256, and long enough that guessing is not a threat model. */
    private static final int KEY_BYTES = 32;

    /** Below 128 bits a key could be brute-forced offline from one observed MAC. */
    private static final int MIN_KEY_BYTES = 16;

    /** Far above the legitimate size; stops us from slurping a wrongly configured huge file into memory. */
    private static final long MAX_FILE_BYTES = 4096;

    private static final HexFormat HEX = HexFormat.of();

    private final MacKey key;
    private final String fingerprint;

    private SharedSecret(byte[] keyBytes) {
        this.key = new MacKey(keyBytes);
        this.fingerprint = HEX.formatHex(MacKey.sha256(keyBytes)).substring(0, 12);
    }

    /**
     * Where the secret is looked for when the user names no file. One well-known per-user location
     * means a plain {@code scp ~/.mwbench/secret host:.mwbench/} is all the setup an agent host needs.
     */
    public static Path defaultFile() {
        String override = System.getenv(FILE_ENV);
        if (override != null && !override.isEmpty()) {
            return Path.of(override);
        }
        return Path.of(System.getProperty("user.home"), ".mwbench", "secret");
    }

    /**
     * Reads the secret, creating a fresh random one on first use so that a single-host user never
     * has to think about it. Several processes may start at once on a new host (a supervisor and its
     * local agents); they all end up with the same key because the file is published atomically and
     * without replacing a file someone else published first.
     */
    public static SharedSecret loadOrCreate(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        if (Files.exists(file)) {
            return load(file);
        }
        return create(file.toAbsolutePath());
    }

    /**
     * Reads an existing secret and never creates one: an agent that silently invented its own key
     * would just reject every call from the supervisor with a confusing error.
     */
    public static SharedSecret load(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString(), null,
                    "no mwbench shared secret here; copy the secret file from the supervisor host"
                            + " (same path there, or set " + FILE_ENV + "), or run any mwbench command"
                            + " once to create a new one");
        }
        if (Files.size(file) > MAX_FILE_BYTES) {
            throw malformed(file, "file is " + Files.size(file) + " bytes long");
        }
        String content = Files.readString(file, StandardCharsets.US_ASCII).strip();
        return new SharedSecret(parseHex(file, content));
    }

    /** For tests and for callers that obtain the key some other way; the array is copied. */
    public static SharedSecret of(byte[] key) {
        Objects.requireNonNull(key, "key");
        if (key.length < MIN_KEY_BYTES) {
            throw new IllegalArgumentException(
                    "a shared secret needs at least " + MIN_KEY_BYTES + " bytes, got " + key.length);
        }
        return new SharedSecret(key.clone());
    }

    /** HMAC-SHA256 over the parts, each length-prefixed (see {@link MacKey}). */
    public byte[] mac(String... parts) {
        return key.mac(utf8All(parts));
    }

    /** Constant-time comparison, so response timing does not leak how many MAC bytes were right. */
    public boolean verify(byte[] mac, String... parts) {
        return key.verify(mac, utf8All(parts));
    }

    /** The secret as a MAC key over byte parts: what the control plane's handshake signs with. */
    public MacKey key() {
        return key;
    }

    private static byte[][] utf8All(String... parts) {
        java.util.Objects.requireNonNull(parts, "parts");
        byte[][] bytes = new byte[parts.length][];
        for (int i = 0; i < parts.length; i++) {
            bytes[i] = MacKey.utf8(parts[i]);
        }
        return bytes;
    }

    /**
     * Writes the key, hex-encoded, on one line: for handing it to a child JVM over its
     * standard input, which, unlike a command-line argument, other users cannot read.
     */
    public void transferTo(java.io.Writer out) throws IOException {
        out.write(java.util.HexFormat.of().formatHex(key.encoded()));
        out.write('\n');
        out.flush();
    }

    /** Reads a key written by {@link #transferTo}. */
    public static SharedSecret receiveFrom(java.io.BufferedReader in) throws IOException {
        String line = in.readLine();
        if (line == null || !line.strip().matches("[0-9a-f]{64}")) {
            throw new IOException("no shared secret on standard input");
        }
        return of(java.util.HexFormat.of().parseHex(line.strip()));
    }

    /**
     * A short digest of the key that is safe to print: lets a user check that two hosts hold the same
     * secret without ever showing the secret. 48 bits identify a key; they do not help recover it.
     */
    public String fingerprint() {
        return fingerprint;
    }

    /** Deliberately shows only the fingerprint: secrets end up in logs through toString. */
    @Override
    public String toString() {
        return "SharedSecret[fingerprint=" + fingerprint + "]";
    }

    private static SharedSecret create(Path file) throws IOException {
        Path dir = file.getParent();
        boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
        if (!Files.isDirectory(dir)) {
            // Directory is private too, so nobody can watch or swap files inside it.
            FileAttribute<?>[] dirAttrs = posix
                    ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))}
                    : new FileAttribute<?>[0];
            Files.createDirectories(dir, dirAttrs);
        }

        byte[] keyBytes = new byte[KEY_BYTES];
        new SecureRandom().nextBytes(keyBytes);

        // Owner-only from the first byte: setting permissions after writing would leave a window
        // in which another local user could read the key.
        FileAttribute<?>[] fileAttrs = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
        Path tmp = Files.createTempFile(dir, ".secret-", ".tmp", fileAttrs);
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ByteBuffer data = ByteBuffer.wrap((HEX.formatHex(keyBytes) + "\n").getBytes(StandardCharsets.US_ASCII));
                while (data.hasRemaining()) {
                    ch.write(data);
                }
                ch.force(true); // a crash must not leave an empty "secret" behind the final name
            }
            if (!publish(tmp, file)) {
                return load(file); // another process won the race: everybody must use its key
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
        return new SharedSecret(keyBytes);
    }

    /**
     * Makes the complete file appear under its final name in one step, failing if a file is already
     * there. A hard link does exactly that (link(2) never replaces). ATOMIC_MOVE is only the fallback
     * for file systems without hard links: it is rename(2), which on POSIX silently replaces an
     * existing file, so two racing creators could otherwise each walk away with a different key.
     *
     * @return false if another process published a secret first
     */
    private static boolean publish(Path tmp, Path file) throws IOException {
        try {
            Files.createLink(file, tmp);
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        } catch (UnsupportedOperationException | FileSystemException e) {
            if (Files.exists(file)) {
                return false;
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
                return true;
            } catch (FileAlreadyExistsException raced) {
                return false;
            }
        }
    }

    private static byte[] parseHex(Path file, String content) throws IOException {
        if (content.isEmpty()) {
            throw malformed(file, "file is empty");
        }
        if (content.indexOf('\n') >= 0 || content.indexOf('\r') >= 0) {
            throw malformed(file, "content spans several lines");
        }
        if (content.length() != 2 * KEY_BYTES) {
            throw malformed(file, "found " + content.length() + " characters");
        }
        for (int i = 0; i < content.length(); i++) {
            char c = content.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
                // Position only, never the character: the rest of the line may be a real key.
                throw malformed(file, "character " + (i + 1) + " is not a lowercase hex digit");
            }
        }
        return HEX.parseHex(content);
    }

    private static IOException malformed(Path file, String problem) {
        return new IOException("Malformed mwbench secret file " + file + ": " + problem
                + "; expected exactly " + (2 * KEY_BYTES) + " lowercase hex characters (" + KEY_BYTES
                + " bytes) on one line. Delete it to have a new one created, or copy the supervisor's.");
    }
}
