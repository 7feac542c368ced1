package org.mwbench.servers.fractalrmi.orb;

import org.objectweb.fractal.rmi.RmiAdapter;

/**
 * Fractal RMI's object adapter (the table of exported objects and their skeletons), whose
 * keep-alive thread can end.
 *
 * <p>On its first export, {@code RmiAdapter} starts a thread that waits for ever, so that a
 * server JVM stays up while objects are exported (as Java RMI's exports do); nothing ever
 * ends it, and it is not a daemon when the exporting thread is not. That thread runs
 * {@link #run()}: here it waits until {@link #release()}, so a closed server lets its JVM go.
 */
public class OrbAdapter extends RmiAdapter implements OrbResource {
    private final Object lock = new Object();
    private boolean released;

    @Override
    public void run() {
        synchronized (lock) {
            while (!released) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    @Override
    public void release() {
        synchronized (lock) {
            released = true;
            lock.notifyAll();
        }
    }
}
