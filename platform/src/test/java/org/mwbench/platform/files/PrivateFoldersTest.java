package org.mwbench.platform.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.agent.Agent;
import org.mwbench.platform.security.SharedSecret;

/**
 * another local user made the agent's folder first, under the name mwbench
 * would use, and planted links in it. Now a folder mwbench makes is fresh and private, and one
 * that exists is used only if it is the user's own and closed to other writers.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class PrivateFoldersTest {
    @TempDir
    Path dir;

    @Test
    void aWorkingFolderAnotherUserMadeIsRefusedNotUsed() throws Exception {
        OtherUser.assumeAvailable();
        Path planted = OtherUser.folderInTmp();
        try {
            OtherUser.run("ln", "-s", dir.resolve("secret").toString(), planted.resolve("STOLEN").toString());
            IOException refused = assertThrows(IOException.class,
                    () -> new Agent("a", SharedSecret.of(new byte[32]), planted).shutdown());
            assertTrue(refused.getMessage().contains("belongs to"), refused.getMessage());
            assertThrows(IOException.class, () -> PrivateFolders.newAgentFolder(planted.resolve("agents"), "a"));
            assertThrows(IOException.class, () -> PrivateFolders.ensure(planted));
            try (var entries = Files.list(planted)) {
                assertEquals(1, entries.count(), "nothing written in it");
            }
        } finally {
            OtherUser.remove(planted);
        }
    }

    @Test
    void aFolderOthersMayWriteOrALinkInItsPlaceIsRefused() throws Exception {
        Path shared = Files.createDirectory(dir.resolve("shared"));
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
        IOException refused = assertThrows(IOException.class, () -> PrivateFolders.ensure(shared));
        assertTrue(refused.getMessage().contains("rwxrwxrwx"), refused.getMessage());

        Path link = Files.createSymbolicLink(dir.resolve("link"), Files.createDirectory(dir.resolve("elsewhere")));
        refused = assertThrows(IOException.class, () -> PrivateFolders.ensure(link));
        assertTrue(refused.getMessage().contains("symbolic link"), refused.getMessage());

        Path readable = Files.createDirectory(dir.resolve("readable"));
        Files.setPosixFilePermissions(readable, PosixFilePermissions.fromString("rwxr-x---"));
        PrivateFolders.ensure(readable);
        assertThrows(IOException.class, () -> PrivateFolders.requireOwnedUnshared(readable, true),
                "a lock's folder must be closed to others entirely");
    }

    @Test
    void anAgentsDefaultFolderIsNewPrivateAndUnguessable() throws Exception {
        Path agents = dir.resolve("state").resolve("agents");
        Path first = PrivateFolders.newAgentFolder(agents, "local host");
        Path second = PrivateFolders.newAgentFolder(agents, "local host");
        assertNotEquals(first, second);
        assertTrue(first.getFileName().toString().startsWith("local_host-"), first.toString());
        for (Path folder : new Path[] {agents.getParent(), agents, first, second}) {
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)), folder.toString());
        }
        IOException refused = assertThrows(IOException.class, () -> PrivateFolders.createFresh(first));
        assertTrue(refused.getMessage().contains("already exists"), refused.getMessage());
        PrivateFolders.removeIfEmpty(first);
        assertFalse(Files.exists(first));
    }

    @Test
    void deletingATreeRemovesItsLinksNeverTheirTargets() throws Exception {
        Path outside = Files.createDirectory(dir.resolve("outside"));
        Path precious = Files.writeString(outside.resolve("precious"), "keep");
        Path tree = Files.createDirectories(dir.resolve("run").resolve("blade"));
        Files.writeString(tree.resolve("action"), "x");
        Files.createSymbolicLink(tree.resolve("file-link"), precious);
        Files.createSymbolicLink(tree.resolve("folder-link"), outside);
        FileTrees.delete(dir.resolve("run"));
        assertFalse(Files.exists(dir.resolve("run")));
        assertEquals("keep", Files.readString(precious));
        FileTrees.delete(dir.resolve("run")); // gone: nothing to do
    }
}
