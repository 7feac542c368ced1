package org.mwbench.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TerminalTextTest {
    @Test
    void controlsAreEscapedAndPrintableTextIsKept() {
        assertEquals("pid 42, déjà vu", TerminalText.safe("pid 42, déjà vu"));
        assertEquals("\\u001B[2J\\u0007\\u007F\\u009B\\u202Etxt.exe", TerminalText.safe("\u001b[2J\u0007\u007f\u009b\u202etxt.exe"));
        assertEquals("a\\u000Ab", TerminalText.safe("a\nb"));
    }

    @Test
    void aLongTextIsCut() {
        assertEquals("abc...", TerminalText.safe("abcdef", 3));
        assertEquals("null", TerminalText.safe(null));
    }
}
