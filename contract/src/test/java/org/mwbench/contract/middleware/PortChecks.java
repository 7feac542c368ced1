package org.mwbench.contract.middleware;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.time.Duration;
import org.mwbench.contract.LoadedMachine;

/**
 * Whether a closed server gave its port back. A middleware's last accepted connections may
 * close a moment after its close() returns, on the middleware's own threads; until then
 * the port cannot be bound again. So the check retries, up to a hang guard: a server that
 * keeps its port still fails it, a slow but correct one (or one on a loaded machine) does not.
 */
public final class PortChecks {
    private PortChecks() {
    }

    /** Binds and releases the port, retrying until it works or the hang guard runs out. */
    public static void assertBindable(String host, int port) throws InterruptedException {
        assertBindableWithin(host, port, LoadedMachine.HANG_GUARD);
    }

    /**
     * Binds and releases the port, retrying until it works or the patience runs out. A patience
     * under {@link LoadedMachine#HANG_GUARD} can fail on a loaded machine: prefer {@link #assertBindable}.
     */
    public static void assertBindableWithin(String host, int port, Duration patience) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        IOException last;
        do {
            try (ServerSocket again = new ServerSocket()) {
                again.bind(new InetSocketAddress(host, port));
                return;
            } catch (IOException e) {
                last = e;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("port " + host + ":" + port + " is still taken " + patience.toMillis()
                + " ms after the server closed: " + last);
    }
}
