package org.mwbench.servers.tcp;

import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.middleware.DaemonThreads;

/**
 * The threads that serve the raw-TCP server's connections, one connection each for its whole
 * life: the {@code threads} knob's count are started with the server and wait for a connection,
 * and one more is started whenever a connection finds none idle (so there is still one thread
 * per connection, at any count).
 *
 * <p>Why started up front: the JVM's {@code Thread.start} returns only once the new thread has
 * run, and a new thread on a Linux host whose cores are saturated waits its turn behind every
 * runnable one. In a connect storm (250 clients at once, the others pinging without pause) the
 * acceptor started threads one at a time, each taking tens of milliseconds, while the queued
 * clients' first calls timed out after 5 s. Handing a connection to a waiting thread costs a
 * wake-up instead.
 */
final class ConnectionThreads extends ThreadPoolExecutor {
    /** How long a thread beyond the started ones waits for another connection before it ends. */
    private static final long IDLE_SECONDS = 60;

    ConnectionThreads(int started, int port) {
        super(started, Integer.MAX_VALUE, IDLE_SECONDS, TimeUnit.SECONDS, new SynchronousQueue<>(),
                DaemonThreads.named("mwbench-tcp-" + port + "-thread-"));
        prestartAllCoreThreads();
    }
}
