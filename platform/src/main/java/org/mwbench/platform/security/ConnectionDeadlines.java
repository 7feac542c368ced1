package org.mwbench.platform.security;

/**
 * The time limits of an accepted control connection ({@link DeadlineSocket}).
 *
 * @param idleMillis    how long it may wait for a request, between requests. Longer than RMI's
 *                      15 s reuse of idle client connections ({@code sun.rmi.transport.connectionTimeout}),
 *                      so a caller never picks a connection the server is about to close.
 * @param requestMillis how long a request may take to arrive in full, from its first byte until
 *                      its seal is checked or it is answered: a frame of a MiB needs about 35 KiB/s
 */
public record ConnectionDeadlines(int idleMillis, int requestMillis) {

    public static final ConnectionDeadlines DEFAULT = new ConnectionDeadlines(20_000, 30_000);

    public ConnectionDeadlines {
        if (idleMillis <= 0 || requestMillis <= 0) {
            throw new IllegalArgumentException("deadlines must be positive, got idle " + idleMillis
                    + " ms, request " + requestMillis + " ms");
        }
    }
}
