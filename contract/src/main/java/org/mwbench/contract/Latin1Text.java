package org.mwbench.contract;

import java.util.SplittableRandom;

/**
 * Draws printable ISO-8859-1 text, the "default ISO-Latin" strings of Gray 2005.
 *
 * <p>Each character is, with probability 1/16, one of the 62 Latin-1 letters in
 * {@code U+00C0..U+00FF} (that range without {@code ×} and {@code ÷}), and otherwise one of
 * {@link #COMMON}: ASCII letters, digits and a few spaces. The Latin-1 letters are there on
 * purpose. Encodings that carry ISO-8859-1 in one byte (Java serialization's modified UTF-8
 * does not; CORBA with a Latin-1 code set does) and those that turn it into two-byte UTF-8
 * (XML, JSON, Protocol Buffers) then differ in their byte counts, as they do for real text,
 * and a protocol that mangles a charset fails {@link Conformance}.
 *
 * <p>No control characters, no characters above {@code U+00FF}, no surrogates: the text is
 * representable in every wire format's string type. Spaces may lead, trail or repeat, also on
 * purpose: a string must come back exactly, whitespace included.
 */
final class Latin1Text {

    /** The common characters: 62 ASCII letters and digits and 4 spaces, so about 6 % spaces. */
    static final String COMMON =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789    ";

    /** One in this many characters is a Latin-1 letter. */
    static final int LATIN1_ONE_IN = 16;

    private Latin1Text() {
    }

    /**
     * @param rng the generator to draw from
     * @param length the number of characters, 0 or more
     * @return {@code length} printable ISO-8859-1 characters
     */
    static String draw(SplittableRandom rng, int length) {
        char[] text = new char[length];
        for (int i = 0; i < length; i++) {
            text[i] = drawChar(rng);
        }
        return new String(text);
    }

    private static char drawChar(SplittableRandom rng) {
        if (Draws.intIn(rng, 1, LATIN1_ONE_IN) == 1) {
            char c = (char) Draws.intIn(rng, 0xC0, 0xFF - 2);
            // Skip U+00D7 (multiplication sign) and U+00F7 (division sign): letters only.
            if (c >= 0xD7) {
                c++;
            }
            if (c >= 0xF7) {
                c++;
            }
            return c;
        }
        return COMMON.charAt(Draws.intIn(rng, 0, COMMON.length() - 1));
    }
}
