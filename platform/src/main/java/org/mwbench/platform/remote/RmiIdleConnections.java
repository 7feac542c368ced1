package org.mwbench.platform.remote;

import java.time.Duration;

/**
 * How long Java RMI keeps a client connection that no call is using: the JDK's
 * {@code sun.rmi.transport.connectionTimeout}, 15 s unless set, which the JDK reads once per JVM,
 * when its first client channel is made. So it is set here, first thing in each of mwbench's
 * JVMs that may run an injector ({@code mwbench}'s main, a blade's own JVM), before anything
 * calls RMI; a value the user gave with {@code -D} is kept.
 *
 * <p>Why longer than the JDK's: RMI opens one connection per call in flight and keeps the spare
 * ones, idle, for those 15 s. A thousand users that think 80 to 120 ms have one or two calls in
 * flight, except when a pause (a young GC of the injector or the server, the machine's other
 * work) makes a hundred or more due at once; those open as many connections together, and the
 * server's one accept thread starts a thread for each, so the burst's calls wait 100 ms or more.
 * Spare connections that lived 15 s were closed before the next burst, which opened them all
 * again; kept, a burst opens only what no earlier one did. A benchmark measures calls, not the
 * JDK's reconnections after an idle spell; a user who wants those sets the property to 15000.
 * The control plane's own RMI connections are kept the same way, and cost an idle socket each.
 * The soaks that showed it: docs/results-2026-11.md, "A thousand thinking users".
 */
public final class RmiIdleConnections {
    /** The JDK's property, in milliseconds. */
    public static final String PROPERTY = "sun.rmi.transport.connectionTimeout";
    /** What mwbench's JVMs keep an idle client connection for, unless told otherwise. */
    public static final Duration KEPT = Duration.ofHours(1);
    /** The JDK's own, when the property is not set. */
    public static final Duration JDK_DEFAULT = Duration.ofSeconds(15);

    private RmiIdleConnections() {
    }

    /** Sets {@link #PROPERTY} to {@link #KEPT} unless it is set: call before anything in the JVM uses RMI. */
    public static void keepUnlessSet() {
        if (System.getProperty(PROPERTY) == null) {
            System.setProperty(PROPERTY, Long.toString(KEPT.toMillis()));
        }
    }

    /** What this JVM's RMI keeps an idle connection for, as the property says, in milliseconds. */
    public static String describe() {
        String value = System.getProperty(PROPERTY);
        return value == null ? JDK_DEFAULT.toMillis() + " (the JDK's default)" : value;
    }
}
