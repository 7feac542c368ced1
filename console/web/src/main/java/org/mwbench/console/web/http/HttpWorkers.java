package org.mwbench.console.web.http;

import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads the console's HTTP server runs requests on. A client that sends slowly holds
 * the worker that reads its request, so two things keep slow clients from starving the rest:
 * every request must arrive within {@link #READ_LIMIT} ({@link RequestDeadline}), and there
 * are {@link #WORKERS} workers.
 *
 * <p>Why a bounded pool of platform threads and not virtual threads: the code is compiled for
 * Java 17, which has none; reaching them on 21 and later would take a reflective lookup and a
 * second code path that the build, on JDK 17, never tests. With the deadline, a slow client
 * holds a worker for {@code READ_LIMIT} at most, so it takes {@code WORKERS} clients stalling
 * at the same time, a deliberate flood rather than a few slow clients, to make others wait,
 * and then for {@code READ_LIMIT} at a time. A bound also keeps such a flood from creating
 * threads without end. Idle workers end after a while, so an idle console holds none.
 */
public final class HttpWorkers implements Executor, AutoCloseable {
    /** Requests served at once; a page needs a few (it polls once a second), the rest is headroom. */
    static final int WORKERS = 64;

    /**
     * The time a client has to send a whole request, headers and body. A browser sends a
     * console request (a plan is a few kilobytes) in milliseconds, even from another host.
     */
    public static final Duration READ_LIMIT = Duration.ofSeconds(10);

    /** Requests waiting for a worker; past that the JDK's server closes the new connection. */
    private static final int QUEUE = 256;

    private final ThreadPoolExecutor pool;
    private final ScheduledThreadPoolExecutor deadlines;
    private final ThreadLocal<RequestDeadline> current = new ThreadLocal<>();

    public HttpWorkers() {
        pool = new ThreadPoolExecutor(WORKERS, WORKERS, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(QUEUE),
                daemons("mwbench-console-http-"));
        pool.allowCoreThreadTimeOut(true);
        deadlines = new ScheduledThreadPoolExecutor(1, daemons("mwbench-console-read-deadline-"));
        deadlines.setRemoveOnCancelPolicy(true); // a request read in time leaves nothing in the timer's queue
    }

    /** Runs one exchange of the JDK's server (it reads the request, then calls the handler) under a deadline. */
    @Override
    public void execute(Runnable exchange) {
        pool.execute(() -> {
            RequestDeadline deadline = RequestDeadline.start(deadlines, READ_LIMIT.toMillis());
            current.set(deadline);
            try {
                exchange.run();
            } finally {
                deadline.read();
                current.remove();
                Thread.interrupted(); // an expired deadline's interrupt must not reach the next request
            }
        });
    }

    /**
     * Called by the handler once it holds the whole request: from now on it runs without a limit.
     *
     * @throws InterruptedIOException when the request took longer than {@link #READ_LIMIT}
     */
    public void requestRead() throws InterruptedIOException {
        RequestDeadline deadline = current.get();
        if (deadline == null) {
            throw new IllegalStateException("not a request of the console's HTTP workers");
        }
        if (!deadline.read()) {
            throw new InterruptedIOException("the request was not read within " + READ_LIMIT.toSeconds() + " s");
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
        deadlines.shutdownNow();
    }

    private static ThreadFactory daemons(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
