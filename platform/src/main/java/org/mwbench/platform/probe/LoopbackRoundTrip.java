package org.mwbench.platform.probe;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Arrays;

/**
 * How long one byte takes to go to 127.0.0.1 and back over TCP, now: the floor under every
 * loopback call a run measures. {@code count} ping-pongs on one connection (TCP_NODELAY, after
 * {@link #WARMUP} untimed ones), timed one by one, give a median and a p99. The figure moves
 * with the machine's state, not with mwbench: on an idle VM, deep CPU idle states alone move it
 * between about 12 and 60 µs, and a busy neighbour more; a run's calls move with it.
 */
public final class LoopbackRoundTrip {
    /** Untimed round trips first, so that the timed ones find the code compiled and the connection warm. */
    static final int WARMUP = 200;

    /** @param medianNanos the median round trip; {@code p99Nanos} its 99th percentile; {@code count} how many were timed */
    public record Result(double medianNanos, double p99Nanos, int count) {
    }

    private LoopbackRoundTrip() {
    }

    /**
     * @param count   the round trips to time, at least 1
     * @param timeout the longest any one may take, and the accept's bound: a machine that stalls a
     *                round trip longer fails the probe rather than the run
     */
    public static Result measure(int count, Duration timeout) throws IOException {
        if (count < 1) {
            throw new IllegalArgumentException("count " + count + " must be at least 1");
        }
        int millis = (int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toMillis()));
        InetAddress loopback = InetAddress.getLoopbackAddress();
        try (ServerSocket server = new ServerSocket(0, 1, loopback)) {
            server.setSoTimeout(millis);
            Thread echo = new Thread(() -> echo(server, millis), "mwbench-loopback-echo");
            echo.setDaemon(true);
            echo.start();
            try (Socket client = new Socket()) {
                client.setTcpNoDelay(true);
                client.setSoTimeout(millis);
                client.connect(new InetSocketAddress(loopback, server.getLocalPort()), millis);
                OutputStream out = client.getOutputStream();
                InputStream in = client.getInputStream();
                for (int i = 0; i < WARMUP; i++) {
                    pingPong(out, in);
                }
                long[] nanos = new long[count];
                for (int i = 0; i < count; i++) {
                    long start = System.nanoTime();
                    pingPong(out, in);
                    nanos[i] = System.nanoTime() - start;
                }
                Arrays.sort(nanos);
                return new Result(percentile(nanos, 50), percentile(nanos, 99), count);
            } finally {
                server.close(); // ends the echo thread's accept, if the client never got there
                try {
                    echo.join(millis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private static void pingPong(OutputStream out, InputStream in) throws IOException {
        out.write(1);
        if (in.read() < 0) {
            throw new IOException("the loopback echo closed the connection");
        }
    }

    /** Sends back every byte of one connection until it closes. */
    private static void echo(ServerSocket server, int millis) {
        try (Socket peer = server.accept()) {
            peer.setTcpNoDelay(true);
            peer.setSoTimeout(millis);
            InputStream in = peer.getInputStream();
            OutputStream out = peer.getOutputStream();
            int b;
            while ((b = in.read()) >= 0) {
                out.write(b);
            }
        } catch (IOException e) {
            // the client closed, or timed out and said so itself
        }
    }

    /** The nearest-rank percentile of sorted values. */
    static double percentile(long[] sorted, double percent) {
        int rank = (int) Math.ceil(percent / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
