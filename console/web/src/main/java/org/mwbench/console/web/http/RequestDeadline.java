package org.mwbench.console.web.http;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The time one request has to arrive, headers and body, on the worker thread that reads it.
 *
 * <p>The JDK's server reads a request's headers, and the handler its body, from a blocking
 * {@code SocketChannel} on the worker thread. Interrupting a thread blocked on such a channel
 * closes the channel ({@link java.nio.channels.InterruptibleChannel}), so when the time is up
 * the client loses its connection and the worker is free again. Once the request has been
 * read, the handler runs with no limit: a deploy may take a while.
 *
 * <p>The JDK's own {@code sun.net.httpserver.maxReqTime} would do this too, but it is read
 * once per JVM, by whichever {@code HttpServer} comes first, and would then also cut requests
 * of the HTTP servers that blades of the local agent run in this JVM: the systems being
 * measured.
 */
final class RequestDeadline {
    private enum State { READING, READ, EXPIRED }

    private final Thread reader;
    private State state = State.READING;
    private ScheduledFuture<?> expiry;

    private RequestDeadline(Thread reader) {
        this.reader = reader;
    }

    /** Starts the clock for a request the current thread is about to read. */
    static RequestDeadline start(ScheduledExecutorService timer, long limitMillis) {
        RequestDeadline deadline = new RequestDeadline(Thread.currentThread());
        ScheduledFuture<?> expiry = timer.schedule(deadline::expire, limitMillis, TimeUnit.MILLISECONDS);
        synchronized (deadline) {
            deadline.expiry = expiry;
        }
        return deadline;
    }

    /**
     * The request has been read: no interrupt will come from now on.
     *
     * @return false when the time was up first (the connection is then closed, or about to be)
     */
    synchronized boolean read() {
        if (state == State.READING) {
            state = State.READ;
            if (expiry != null) {
                expiry.cancel(false);
            }
        }
        return state == State.READ;
    }

    // Under the lock, so that an interrupt can never reach a handler that read() let run.
    private synchronized void expire() {
        if (state == State.READING) {
            state = State.EXPIRED;
            reader.interrupt();
        }
    }
}
