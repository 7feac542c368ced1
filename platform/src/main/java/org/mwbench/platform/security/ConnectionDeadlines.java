package org.mwbench.platform.security;

/**
 * The time limits of an accepted control connection ({@link DeadlineSocket}).
 *
 * @param idleMillis    how long it may wait for a request, between requests. Longer than RMI's
 *                      15 s reuse of idle client connections ({@code sun.rmi.transport.connectionTimeout}),
 *                      so a caller never picks a connection the server is about to close.
 * @param requestMillis how long a request may take to arrive in full, from its first byte until
 *                      its seal is checked or it is answered: a frame of a MiB needs about 9 KiB/s
 *
 * <p>The defaults bound what a stranger's connection holds, not how fast a lawful caller must be:
 * at 20 s and 30 s, a deploy to an agent pinned to a core of a loaded 2-core machine lost its
 * connection in CI, so they are generous.
 */
public record ConnectionDeadlines(int idleMillis, int requestMillis) {

    public static final ConnectionDeadlines DEFAULT = new ConnectionDeadlines(60_000, 120_000);

    public ConnectionDeadlines {
        if (idleMillis <= 0 || requestMillis <= 0) {
            throw new IllegalArgumentException("deadlines must be positive, got idle " + idleMillis
                    + " ms, request " + requestMillis + " ms");
        }
    }
}
