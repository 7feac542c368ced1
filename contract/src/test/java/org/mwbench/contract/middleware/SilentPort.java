package org.mwbench.contract.middleware;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.contract.LoadedMachine;

/**
 * A loopback port where a connect waits and nobody answers, as at an address no host answers
 * for, with no network namespace: a listener that never accepts, whose accept queue is filled
 * first. Linux then drops every further SYN to the port (a full accept queue drops, it does
 * not refuse), so a client's connect waits until its own timeout, or the kernel's SYN retries
 * (about two minutes) if it has none.
 */
public final class SilentPort implements AutoCloseable {
    /** How long a filler waits to find the queue full: loopback completes a handshake in microseconds. */
    private static final int FILLER_TIMEOUT_MILLIS = 200;
    /** Far more than any accept queue of backlog 1 holds: a sign that SYNs are not dropped here. */
    private static final int MOST_FILLERS = 64;

    private final ServerSocket listener;
    private final List<Socket> fillers = new ArrayList<>();

    private SilentPort(ServerSocket listener) {
        this.listener = listener;
    }

    /**
     * Listens on {@code host:port}, retrying the bind as {@link PortChecks#assertBindable} does (a
     * server just closed may take a moment to give its port back), and fills the accept queue.
     *
     * @throws IllegalStateException when the queue takes every filler: this kernel does not drop SYNs
     */
    public static SilentPort at(String host, int port) throws IOException, InterruptedException {
        return at(host, port, LoadedMachine.HANG_GUARD);
    }

    /** As {@link #at(String, int)}, retrying the bind for at most {@code patience}. */
    public static SilentPort at(String host, int port, Duration patience) throws IOException, InterruptedException {
        PortChecks.assertBindableWithin(host, port, patience);
        ServerSocket listener = new ServerSocket();
        listener.setReuseAddress(true);
        listener.bind(new InetSocketAddress(host, port), 1);
        SilentPort silent = new SilentPort(listener);
        try {
            silent.fill(new InetSocketAddress(host, port));
            return silent;
        } catch (IOException | RuntimeException e) {
            silent.close();
            throw e;
        }
    }

    private void fill(InetSocketAddress address) throws IOException {
        while (fillers.size() < MOST_FILLERS) {
            Socket filler = new Socket();
            try {
                filler.connect(address, FILLER_TIMEOUT_MILLIS);
                fillers.add(filler);
            } catch (SocketTimeoutException full) {
                filler.close();
                return;
            }
        }
        throw new IllegalStateException("the accept queue of " + address + " took " + MOST_FILLERS
                + " connections: this kernel does not drop SYNs to a full queue, so no connect would wait");
    }

    public int port() {
        return listener.getLocalPort();
    }

    @Override
    public void close() throws IOException {
        for (Socket filler : fillers) {
            filler.close();
        }
        listener.close();
    }
}
