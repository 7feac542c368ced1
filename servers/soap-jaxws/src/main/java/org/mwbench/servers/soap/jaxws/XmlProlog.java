package org.mwbench.servers.soap.jaxws;

/**
 * Reads the prolog of an XML document from its first bytes, to tell whether it declares a
 * document type before its root element. SOAP forbids a DOCTYPE (SOAP 1.1 section 3, SOAP
 * 1.2 part 1 section 5), and a DOCTYPE is the door to entity expansion and external
 * entities: the RI's parser already expands none, and the server refuses the declaration
 * itself before the parser sees it.
 *
 * <p>The scan skips the XML declaration, processing instructions, comments and whitespace,
 * and ignores zero bytes, so that UTF-16 and UTF-32 text is read like UTF-8 as far as the
 * ASCII markup goes.
 */
final class XmlProlog {
    /** What the first bytes show. */
    enum Verdict {
        /** The root element starts before any DOCTYPE: the document may be parsed. */
        ROOT_FIRST,
        /** A document type declaration comes before the root element. */
        DOCTYPE,
        /** The bytes end inside the prolog: read more, or give up. */
        UNDECIDED
    }

    private static final byte[] DOCTYPE = {'D', 'O', 'C', 'T', 'Y', 'P', 'E'};

    private XmlProlog() {
    }

    static Verdict inspect(byte[] bytes, int length) {
        int i = next(bytes, length, 0);
        while (i < length) {
            if (bytes[i] != '<') {
                i = next(bytes, length, i + 1); // whitespace, a byte-order mark, or garbage the parser will refuse
                continue;
            }
            int after = next(bytes, length, i + 1);
            if (after >= length) {
                return Verdict.UNDECIDED;
            }
            if (bytes[after] == '?') {
                i = skipPast(bytes, length, after + 1, '?', '>');
            } else if (bytes[after] == '!') {
                int bang = next(bytes, length, after + 1);
                if (bang < length && bytes[bang] == '-') {
                    i = skipPast(bytes, length, bang + 1, '-', '>');
                } else {
                    int matched = matched(bytes, length, bang);
                    if (matched == DOCTYPE.length) {
                        return Verdict.DOCTYPE;
                    }
                    // <![CDATA[ or worse outside the root element: the parser refuses it
                    return matched < 0 ? Verdict.ROOT_FIRST : Verdict.UNDECIDED;
                }
            } else {
                return Verdict.ROOT_FIRST;
            }
            if (i < 0) {
                return Verdict.UNDECIDED;
            }
        }
        return Verdict.UNDECIDED;
    }

    /** The index of the first non-zero byte at or after {@code i}. */
    private static int next(byte[] bytes, int length, int i) {
        while (i < length && bytes[i] == 0) {
            i++;
        }
        return i;
    }

    /** The index after the pair {@code first second} (zero bytes ignored), or -1 if the bytes end first. */
    private static int skipPast(byte[] bytes, int length, int i, char first, char second) {
        boolean sawFirst = false;
        for (int j = next(bytes, length, i); j < length; j = next(bytes, length, j + 1)) {
            if (sawFirst && bytes[j] == second) {
                return next(bytes, length, j + 1);
            }
            sawFirst = bytes[j] == first;
        }
        return -1;
    }

    /**
     * How much of "DOCTYPE" the bytes from {@code i} spell, zero bytes ignored: all of it, -1
     * if they differ, or fewer letters if they end first.
     */
    private static int matched(byte[] bytes, int length, int i) {
        int j = next(bytes, length, i);
        for (int k = 0; k < DOCTYPE.length; k++) {
            if (j >= length) {
                return k;
            }
            if (bytes[j] != DOCTYPE[k]) {
                return -1;
            }
            j = next(bytes, length, j + 1);
        }
        return DOCTYPE.length;
    }
}
