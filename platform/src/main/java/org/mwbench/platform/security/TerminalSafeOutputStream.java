package org.mwbench.platform.security;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/**
 * The bytes form of {@link TerminalSafeWriter}, for what prints through {@code System.out} and
 * {@code System.err} (commands, loggers, libraries). Bytes are decoded in the terminal's charset,
 * so a control sent as several bytes (a C1 control is {@code C2 80}..{@code C2 9F} in UTF-8, a
 * bidirectional override {@code E2 80 AE}) is seen whole even when its bytes come in separate
 * writes: the start of a character is kept until the rest arrives. Bytes that are not text in
 * that charset are shown as U+FFFD, never passed on raw.
 *
 * <p>Closing it only flushes: the standard streams outlive whoever closes them (the JDK closes
 * logging handlers at shutdown), and a run still prints after that.
 */
public final class TerminalSafeOutputStream extends OutputStream {
    private final OutputStream target;
    private final CharsetDecoder decoder;
    private final Writer text;
    private byte[] partial = new byte[0];

    public TerminalSafeOutputStream(OutputStream target, Charset charset) {
        this.target = target;
        this.decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        this.text = new TerminalSafeWriter(new OutputStreamWriter(target, charset));
    }

    /**
     * Puts the filter in front of this process's standard output and error, once; the streams
     * made later (a {@code PrintWriter} over {@code System.out}, java.util.logging's console
     * handler, slf4j-simple) write through it. Must run before anything captures the originals.
     */
    public static synchronized void guardStandardStreams() {
        if (!(System.out instanceof Guarded)) {
            System.setOut(new Guarded(System.out, charsetOf("stdout")));
        }
        if (!(System.err instanceof Guarded)) {
            System.setErr(new Guarded(System.err, charsetOf("stderr")));
        }
    }

    /** The charset the JDK gave a standard stream (properties of JDK 17 and of JDK 19+). */
    private static Charset charsetOf(String stream) {
        for (String property : new String[] {stream + ".encoding", "sun." + stream + ".encoding"}) {
            String name = System.getProperty(property);
            if (name != null) {
                try {
                    return Charset.forName(name);
                } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
                    // the next guess
                }
            }
        }
        return Charset.defaultCharset();
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
        ByteBuffer in = ByteBuffer.allocate(partial.length + length);
        in.put(partial).put(bytes, offset, length).flip();
        CharBuffer chars = CharBuffer.allocate((int) Math.ceil(in.remaining() * (double) decoder.maxCharsPerByte()) + 2);
        while (decoder.decode(in, chars, false).isOverflow()) {
            drain(chars);
        }
        drain(chars);
        partial = new byte[in.remaining()];
        in.get(partial);
        text.flush();
    }

    private void drain(CharBuffer chars) throws IOException {
        chars.flip();
        text.write(chars.array(), chars.arrayOffset() + chars.position(), chars.remaining());
        chars.clear();
    }

    @Override
    public synchronized void flush() throws IOException {
        text.flush();
        target.flush();
    }

    @Override
    public void close() throws IOException {
        flush();
    }

    /** A standard stream behind the filter; the marker that it is there already. */
    private static final class Guarded extends PrintStream {
        Guarded(PrintStream original, Charset charset) {
            super(new TerminalSafeOutputStream(original, charset), true, charset);
        }
    }
}
