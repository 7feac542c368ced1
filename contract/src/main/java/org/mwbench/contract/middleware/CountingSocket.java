package org.mwbench.contract.middleware;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/**
 * A plain TCP socket whose streams count what crosses them into a {@link WireCounter}:
 * headers and bodies exactly as written to and read from the kernel. For stacks that let a
 * socket factory make their sockets; each stream is wrapped once.
 */
public final class CountingSocket extends Socket {
    private final WireCounter counter;
    private InputStream in;
    private OutputStream out;

    public CountingSocket(WireCounter counter) {
        this.counter = counter;
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            in = counter.counting(super.getInputStream());
        }
        return in;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
        if (out == null) {
            out = counter.counting(super.getOutputStream());
        }
        return out;
    }
}
