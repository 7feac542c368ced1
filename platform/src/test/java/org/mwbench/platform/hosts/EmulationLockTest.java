package org.mwbench.platform.hosts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.files.OtherUser;

/**
 * the lock in {@code /run/lock} followed a link another user
 * planted, so a root run overwrote the link's target with its pid; and a user who held the lock
 * first blocked every run and got escape codes printed raw on root's terminal. The lock now
 * lives in a folder closed to others, is never reached through a link, and what it shows of a
 * holder is escaped.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class EmulationLockTest {
    @TempDir
    Path dir;

    @Test
    void theLockIsPrivateHoldsItsPidAndIsReleased() throws Exception {
        Path folder = dir.resolve("mwbench");
        try (EmulationLock lock = EmulationLock.acquire(folder)) {
            Path file = folder.resolve(EmulationLock.FILE_NAME);
            assertEquals(Long.toString(ProcessHandle.current().pid()), Files.readString(file));
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)));
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
        EmulationLock.acquire(folder).close();
    }

    @Test
    void aLinkAtTheLockPathIsNotFollowedAndItsTargetIsUnchanged() throws Exception {
        Path precious = Files.writeString(dir.resolve("precious"), "root's file");
        Path folder = Files.createDirectory(dir.resolve("mwbench"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------")));
        Files.createSymbolicLink(folder.resolve(EmulationLock.FILE_NAME), precious);
        HostEmulationException refused = assertThrows(HostEmulationException.class, () -> EmulationLock.acquire(folder));
        assertTrue(refused.getMessage().contains("symbolic link"), refused.getMessage());
        assertEquals("root's file", Files.readString(precious));
    }

    @Test
    void aLockFolderAnotherUserMadeIsRefusedAndItsLinkNotFollowed() throws Exception {
        OtherUser.assumeAvailable();
        Path precious = Files.writeString(dir.resolve("precious"), "root's file");
        Path planted = OtherUser.folderInTmp();
        try {
            OtherUser.run("ln", "-s", precious.toString(), planted.resolve(EmulationLock.FILE_NAME).toString());
            HostEmulationException refused = assertThrows(HostEmulationException.class, () -> EmulationLock.acquire(planted));
            assertTrue(refused.getMessage().contains("belongs to"), refused.getMessage());
            assertEquals("root's file", Files.readString(precious));
        } finally {
            OtherUser.remove(planted);
        }
    }

    @Test
    void aFolderOthersMayEnterIsRefused() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("mwbench"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        HostEmulationException refused = assertThrows(HostEmulationException.class, () -> EmulationLock.acquire(folder));
        assertTrue(refused.getMessage().contains("rwxr-xr-x"), refused.getMessage());
        assertFalse(Files.exists(folder.resolve(EmulationLock.FILE_NAME)), "nothing created in it");
    }

    @Test
    void aLockHeldByAnotherProcessRefusesTheRunAndItsEscapeCodesDoNotReachTheOutput() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("mwbench"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------")));
        Path file = folder.resolve(EmulationLock.FILE_NAME);
        Path classes = Path.of(LockHolder.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classes.toString(), LockHolder.class.getName(), file.toString()).redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            while (line != null && line.startsWith("Picked up ")) {
                line = out.readLine(); // the JVM's note of JAVA_TOOL_OPTIONS, which the suite sets
            }
            assertEquals("held", line);

            HostEmulationException refused = assertThrows(HostEmulationException.class, () -> EmulationLock.acquire(folder));
            String message = refused.getMessage();
            assertTrue(message.startsWith("another mwbench run with emulated hosts holds " + file), message);
            assertTrue(message.contains("\\u001B]0;pwned\\u0007"), "shown escaped: " + message);
            assertTrue(message.chars().noneMatch(c -> c < 0x20 || (c >= 0x7f && c <= 0x9f)), "no control reaches the output: " + message);
            assertEquals(LockHolder.ESCAPES, Files.readString(file), "a lock not held is not written");
        } finally {
            holder.destroyForcibly();
            holder.waitFor(30, TimeUnit.SECONDS);
        }
        EmulationLock.acquire(folder).close(); // the kernel released the holder's lock with it
    }
}
