package org.mwbench.platform.hosts;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Another process that holds the emulated-hosts lock (a POSIX lock, as the JDK takes it), its
 * file filled with terminal escape codes: says "held" once it holds it, and ends with its parent's
 * input. Arguments: the lock file.
 */
public final class LockHolder {
    /** Retitles the window, clears the screen, then a bell: what must never reach a terminal raw. */
    static final String ESCAPES = "\u001b]0;pwned\u0007\u001b[2J\u001b[31m4242\u009b0m\u007f";

    private LockHolder() {
    }

    public static void main(String[] args) throws Exception {
        try (FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(ESCAPES.getBytes(StandardCharsets.UTF_8)));
            channel.lock();
            System.out.println("held");
            System.out.flush();
            System.in.read(); // until the test closes our input, or ends
        }
    }
}
