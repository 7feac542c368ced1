package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Closes a middleware's connection within a bound, as every call is bounded. A close may wait
 * on a server that is gone or on a thread of the middleware's own: Ice 3.7's
 * {@code Communicator.destroy()} was seen waiting forever on its endpoint host resolver once its
 * server had been killed mid-run, which kept its virtual user, its blade and the whole run from
 * ending. The close runs on a daemon thread of its own; past the bound it is left to finish in
 * the background (a daemon thread does not keep the JVM up) and the caller is told, so that the
 * user ends and the blade raises an alarm. Only at a session's end: one short-lived thread per
 * connection, never on the call path.
 */
final class BoundedClose {
    /** Beyond the call timeout: a close that also says goodbye to a live server gets that long. */
    private static final Duration SLACK = Duration.ofSeconds(1);

    private BoundedClose() {
    }

    /** @throws TimeoutException when the close has not returned within {@code callTimeout} and {@link #SLACK} */
    static void close(AutoCloseable connection, Duration callTimeout, String protocol) throws Exception {
        AtomicReference<Exception> failure = new AtomicReference<>();
        Thread closer = new Thread(() -> {
            try {
                connection.close();
            } catch (Exception e) {
                failure.set(e);
            }
        }, "mwbench-close-" + protocol);
        closer.setDaemon(true);
        closer.start();
        Duration bound = callTimeout.plus(SLACK);
        closer.join(bound.toMillis());
        if (closer.isAlive()) {
            throw new TimeoutException(protocol + ": closing its connection took longer than " + bound.toMillis()
                    + " ms; left to finish in the background");
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }
}
