package org.mwbench.platform.security;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SharedSecretTest {

    private static final String HEX64 = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

    @TempDir
    Path dir;

    @Test
    void createdSecretLoadsBackIdentically() throws IOException {
        Path file = dir.resolve("nested/dir/secret");

        SharedSecret created = SharedSecret.loadOrCreate(file);
        SharedSecret loaded = SharedSecret.load(file);
        SharedSecret again = SharedSecret.loadOrCreate(file);

        assertEquals(created.fingerprint(), loaded.fingerprint());
        assertEquals(created.fingerprint(), again.fingerprint());
        assertArrayEquals(created.mac("x", "y"), loaded.mac("x", "y"));
        String content = Files.readString(file, StandardCharsets.US_ASCII);
        assertTrue(content.matches("[0-9a-f]{64}\n"), "one line of 64 lowercase hex digits: " + content.length());
        try (var leftovers = Files.list(file.getParent())) {
            assertEquals(List.of(file), leftovers.collect(Collectors.toList()), "no temporary file left behind");
        }
    }

    @Test
    void createdFileAndDirectoryAreOwnerOnly() throws IOException {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file system");
        Path file = dir.resolve("mw/secret");

        SharedSecret.loadOrCreate(file);

        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
    }

    @Test
    void concurrentCreatorsAllEndUpWithTheSameKey() throws Exception {
        Path file = dir.resolve("raced/secret");
        int creators = 8;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(creators);
        try {
            List<Future<SharedSecret>> results = new ArrayList<>();
            for (int i = 0; i < creators; i++) {
                Callable<SharedSecret> task = () -> {
                    start.await();
                    return SharedSecret.loadOrCreate(file);
                };
                results.add(pool.submit(task));
            }
            start.countDown();
            List<String> fingerprints = new ArrayList<>();
            for (Future<SharedSecret> result : results) {
                fingerprints.add(result.get().fingerprint());
            }
            String onDisk = SharedSecret.load(file).fingerprint();
            assertEquals(Collections.nCopies(creators, onDisk), fingerprints);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void surroundingWhitespaceIsTolerated() throws IOException {
        Path file = dir.resolve("secret");
        Files.writeString(file, "  \n" + HEX64 + "\r\n\n");

        assertEquals(SharedSecret.of(HexFormat.of().parseHex(HEX64)).fingerprint(), SharedSecret.load(file).fingerprint());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "abc", HEX64 + "00", "00112233445566778899AABBCCDDEEFF00112233445566778899aabbccddeeff",
            "0011223344556677889_aabbccddeeff00112233445566778899aabbccddeeff",
            "00112233445566778899aabbccddeeff\n00112233445566778899aabbccddeeff"})
    void malformedFileIsRejectedNamingTheFile(String content) throws IOException {
        Path file = dir.resolve("bad-secret");
        Files.writeString(file, content);

        IOException e = assertThrows(IOException.class, () -> SharedSecret.load(file));
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("64 lowercase hex"), e.getMessage());
        IOException viaCreate = assertThrows(IOException.class, () -> SharedSecret.loadOrCreate(file));
        assertEquals(e.getMessage(), viaCreate.getMessage(), "an existing bad file is never silently replaced");
    }

    @Test
    void missingFileIsNotCreatedByLoadAndTheMessageSaysWhatToDo() {
        Path file = dir.resolve("absent/secret");

        IOException e = assertThrows(IOException.class, () -> SharedSecret.load(file));

        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("copy the secret file from the supervisor host"), e.getMessage());
        assertTrue(e.getMessage().contains("run any mwbench command"), e.getMessage());
        assertFalse(Files.exists(file));
    }

    @Test
    void macBindsThePartBoundaries() {
        SharedSecret secret = SharedSecret.of(HexFormat.of().parseHex(HEX64));

        assertFalse(Arrays.equals(secret.mac("ab", "c"), secret.mac("a", "bc")));
        assertFalse(Arrays.equals(secret.mac("abc"), secret.mac("ab", "c")));
        assertFalse(Arrays.equals(secret.mac("", "x"), secret.mac("x", "")));
        assertEquals(32, secret.mac("anything").length);
    }

    @Test
    void verifyAcceptsOnlyTheRightMac() {
        SharedSecret secret = SharedSecret.of(HexFormat.of().parseHex(HEX64));
        SharedSecret other = SharedSecret.of(new byte[32]);
        byte[] mac = secret.mac("start", "agent-1");

        assertTrue(secret.verify(mac, "start", "agent-1"));
        assertFalse(secret.verify(mac, "stop", "agent-1"));
        assertFalse(secret.verify(other.mac("start", "agent-1"), "start", "agent-1"));
        assertFalse(secret.verify(Arrays.copyOf(mac, 16), "start", "agent-1"));
        assertFalse(secret.verify(null, "start", "agent-1"));
    }

    @Test
    void fingerprintIsStableShortAndRevealsNothing() {
        byte[] key = HexFormat.of().parseHex(HEX64);
        SharedSecret secret = SharedSecret.of(key);

        assertEquals(secret.fingerprint(), SharedSecret.of(key).fingerprint());
        assertNotEquals(secret.fingerprint(), SharedSecret.of(new byte[32]).fingerprint());
        assertTrue(secret.fingerprint().matches("[0-9a-f]{12}"), secret.fingerprint());
        assertFalse(HEX64.contains(secret.fingerprint()));
        assertFalse(secret.toString().contains(HEX64.substring(0, 8)), secret.toString());
        assertTrue(secret.toString().contains(secret.fingerprint()));
    }

    @Test
    void ofCopiesTheKeyAndRefusesShortOnes() {
        byte[] key = HexFormat.of().parseHex(HEX64);
        SharedSecret secret = SharedSecret.of(key);
        String before = secret.fingerprint();
        key[0] ^= 1;

        assertEquals(before, secret.fingerprint());
        assertTrue(secret.verify(SharedSecret.of(HexFormat.of().parseHex(HEX64)).mac("p"), "p"));
        assertThrows(IllegalArgumentException.class, () -> SharedSecret.of(new byte[15]));
    }
}
