package org.mwbench.servers.fractalrmi.orb;

/**
 * A thread of the ORB's scheduler: the ones that accept connections, read the next message of
 * a connection and run server-side calls. A caller's own thread is never one, which is how a
 * {@link SocketConnection} tells an idle wait for the next message (no time limit) from a
 * caller reading its reply (bounded by the socket's read timeout).
 */
final class OrbThread extends Thread {

    OrbThread(Runnable task, String name) {
        super(task, name);
        setDaemon(true);
    }
}
