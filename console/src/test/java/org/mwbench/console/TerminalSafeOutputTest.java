package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * An attack on the user's terminal: a plan whose value holds escape sequences (retitle the
 * window, clear the screen) and a right-to-left override, quoted back in the plan's error. What
 * {@code mwbench} prints shows them escaped, and no control character is among its bytes.
 */
@Timeout(600)
class TerminalSafeOutputTest {
    private static final String HOSTILE = "\u001b]0;owned\u0007\u001b[2J\u009b1m\u202eexe.5";
    private static final String SHOWN = "\\u001B]0;owned\\u0007\\u001B[2J\\u009B1m\\u202Eexe.5";

    @TempDir
    Path dir;

    @Test
    void aPlanValueQuotedInAnErrorIsPrintedEscaped() throws Exception {
        CommandResult result = CommandResult.of("run", plan().toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("parameter 'threads' = '" + SHOWN + "' is not valid"), result.err());
        assertNoControls(result.out().getBytes(StandardCharsets.UTF_8));
        assertNoControls(result.err().getBytes(StandardCharsets.UTF_8));
    }

    /** Through the real main, where the process's own stdout and stderr are filtered too. */
    @Test
    void theProcessPrintsNoControlByte() throws Exception {
        Path log = dir.resolve("mwbench.out");
        try (MwbenchProcess mwbench = MwbenchProcess.start(log, "run", plan().toString(),
                "--report-dir", dir.resolve("report").toString(), "--secret-file", dir.resolve("secret").toString())) {
            assertEquals(ExitCodes.USAGE, mwbench.awaitExit(), mwbench.log());
        }
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(printed.contains("parameter 'threads' = '" + SHOWN + "'")
                // a child JVM whose charset is ASCII prints the non-ASCII controls as '?' before escaping
                || printed.contains("parameter 'threads' = '\\u001B]0;owned\\u0007\\u001B[2J"), printed);
        assertNoControls(Files.readAllBytes(log));
    }

    /** What a command prints through System.err itself (not picocli's writer) is filtered as well. */
    @Test
    void whatACommandPrintsThroughSystemErrIsFiltered() throws Exception {
        Path log = dir.resolve("server.out");
        try (MwbenchProcess mwbench = MwbenchProcess.start(log, "server", "\u001b]0;owned\u0007\u001b[2J")) {
            assertEquals(ExitCodes.USAGE, mwbench.awaitExit(), mwbench.log());
        }
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(printed.contains("no middleware '\\u001B]0;owned\\u0007\\u001B[2J' is installed"), printed);
        assertNoControls(Files.readAllBytes(log));
    }

    private Path plan() throws Exception {
        return RunFolders.writePlan(dir, "hostile", String.join("\n",
                "blade.0.id=one",
                "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=" + HOSTILE + " duration=1s",
                ""));
    }

    /** No C0 control but line feed and tab, no DEL, no C1 control or bidirectional control in UTF-8. */
    private static void assertNoControls(byte[] bytes) {
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xff;
            int next = i + 1 < bytes.length ? bytes[i + 1] & 0xff : -1;
            int third = i + 2 < bytes.length ? bytes[i + 2] & 0xff : -1;
            boolean c0 = b < 0x20 && b != '\n' && b != '\t';
            boolean c1 = b == 0xc2 && next >= 0x80 && next <= 0x9f;
            boolean bidi = b == 0xd8 && next == 0x9c
                    || b == 0xe2 && next == 0x80 && (third == 0x8e || third == 0x8f || third >= 0xaa && third <= 0xae)
                    || b == 0xe2 && next == 0x81 && third >= 0xa6 && third <= 0xa9;
            if (c0 || b == 0x7f || c1 || bidi) {
                fail("a control at byte " + i + ": " + new String(bytes, StandardCharsets.UTF_8));
            }
        }
    }
}
