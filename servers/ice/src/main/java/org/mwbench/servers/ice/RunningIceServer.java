package org.mwbench.servers.ice;

import com.zeroc.Ice.Communicator;
import java.util.Map;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A running Ice server: its proxy string, and the communicator that {@link #close()} destroys.
 *
 * <p>Ice's {@code destroy()} closes the connections, then waits for the dispatches in
 * progress to return, however long the servant takes; and the acceptor is closed by a
 * thread of the server pool, so while every pool thread is stuck in a servant the port
 * stays bound. The reference service answers in microseconds, but a frozen or deadlocked
 * service must not hang the agent that stops it. So the destroy runs in a (daemon) thread
 * of its own; {@link #close()} gives the dispatches in progress {@value #GRACE_MILLIS} ms,
 * then interrupts the server pool's threads and gives them {@value #GRACE_MILLIS} ms more.
 * A servant that ignores interrupts is left to return in its own time, and Ice's logger
 * says so.
 */
final class RunningIceServer extends RunningServer {
    /** How long close() waits for the dispatches in progress, before and after interrupting them. */
    static final long GRACE_MILLIS = 1_000;

    private final Communicator communicator;
    private final ServerThreads threads;

    RunningIceServer(Communicator communicator, ServerThreads threads, String endpoint, Map<String, String> configuration) {
        super(endpoint, configuration);
        this.communicator = communicator;
        this.threads = threads;
    }

    /** Destroys the communicator, waiting at most twice {@value #GRACE_MILLIS} ms. */
    @Override
    protected void stop() {
        Thread destroyer = new Thread(communicator::destroy, "mwbench-ice-server-destroy");
        destroyer.setDaemon(true);
        destroyer.start();
        try {
            destroyer.join(GRACE_MILLIS);
            if (destroyer.isAlive() && threads.interrupt() > 0) {
                destroyer.join(GRACE_MILLIS);
            }
            if (destroyer.isAlive()) {
                communicator.getLogger().warning("mwbench: the ice server at " + endpoint() + " is closing, but a"
                        + " call dispatched before ignored an interrupt and still runs; it is left to return");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "ice server " + endpoint();
    }
}
