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
 * flight, except when a pause (a GC, the machine's other work) makes hundreds due at once; those
 * open hundreds of connections together, past the server's accept backlog (RMI's is 50), so
 * some wait for SYN retransmits, a second or more. Spare connections that lived 15 s were
 * closed before the next burst, which opened them all again: at 1000 users, 0.36% of calls took
 * over 100 ms and the p99 was 30 ms (240 s soaks on 2 cores, JDK 17); kept an hour, 0.0013% and
 * 1.55 ms over 480 s. A benchmark measures calls, not the JDK's reconnections after an idle
 * spell; a user who wants those back sets the property to 15000. The control plane's own RMI
 * connections are kept the same way, and cost an idle socket each.
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
