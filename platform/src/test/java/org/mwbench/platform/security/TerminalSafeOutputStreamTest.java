package org.mwbench.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class TerminalSafeOutputStreamTest {
    /** ESC, CSI (C1, two bytes in UTF-8), a right-to-left override (three bytes), BEL and DEL. */
    private static final String ATTACK = "name \u001b]0;owned\u0007 \u009b2J \u202etxt.exe \u007f déjà €\n\tnext\n";
    private static final String SHOWN = "name \\u001B]0;owned\\u0007 \\u009B2J \\u202Etxt.exe \\u007F déjà €\n\tnext\n";

    @Test
    void controlsAreEscapedAndLinesTabsAndTextAreKept() throws IOException {
        assertEquals(SHOWN, throughStream(ATTACK.getBytes(StandardCharsets.UTF_8), 1 << 20, StandardCharsets.UTF_8));
    }

    @Test
    void aCharacterSplitAcrossWritesIsSeenWhole() throws IOException {
        byte[] bytes = ATTACK.getBytes(StandardCharsets.UTF_8);
        for (int chunk = 1; chunk <= 4; chunk++) {
            assertEquals(SHOWN, throughStream(bytes, chunk, StandardCharsets.UTF_8), "written " + chunk + " byte(s) at a time");
        }
    }

    @Test
    void bytesThatAreNotUtf8AreNeverPassedOnRaw() throws IOException {
        // 0x9B alone is CSI to an 8-bit terminal; C2 then a non-continuation byte is malformed.
        byte[] bytes = {'a', (byte) 0x9b, '2', 'J', (byte) 0xc2, 'b', '\n'};
        assertEquals("a\uFFFD2J\uFFFDb\n", throughStream(bytes, 1, StandardCharsets.UTF_8));
    }

    @Test
    void aSingleByteCharsetHasItsC1ControlsEscapedToo() throws IOException {
        byte[] bytes = {'a', (byte) 0x9b, '2', 'J', (byte) 0xe9, '\n'};
        assertEquals("a\\u009B2Jé\n", throughStream(bytes, 2, StandardCharsets.ISO_8859_1));
    }

    @Test
    void aPrintStreamOverItPrintsSafely() {
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(new TerminalSafeOutputStream(terminal, StandardCharsets.UTF_8), true, StandardCharsets.UTF_8);
        out.print(ATTACK);
        out.close();
        assertEquals(SHOWN, terminal.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theWriterFormEscapesTheSameWay() {
        StringWriter terminal = new StringWriter();
        PrintWriter out = new PrintWriter(new TerminalSafeWriter(terminal), true);
        out.print(ATTACK);
        out.write(ATTACK.toCharArray(), 0, ATTACK.length());
        for (char c : ATTACK.toCharArray()) {
            out.write(c);
        }
        out.flush();
        assertEquals(SHOWN + SHOWN + SHOWN, terminal.toString());
    }

    private static String throughStream(byte[] bytes, int chunk, Charset charset) throws IOException {
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        TerminalSafeOutputStream safe = new TerminalSafeOutputStream(terminal, charset);
        for (int i = 0; i < bytes.length; i += chunk) {
            if (chunk == 1) {
                safe.write(bytes[i]);
            } else {
                safe.write(bytes, i, Math.min(chunk, bytes.length - i));
            }
        }
        safe.flush();
        return terminal.toString(charset);
    }
}
