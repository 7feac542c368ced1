package org.mwbench.platform.hosts;

import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How emulated hosts' namespaces and links are named: a prefix no one else uses, then the pid
 * of the {@code mwbench run} that owns them. The pid lets a later run tell a crashed run's
 * leftovers (pid dead) from a live run's network, and the prefix keeps every other namespace
 * and interface of the machine out of reach.
 */
public final class NetworkNames {
    public static final String PREFIX = "mwbh";
    /** Linux's IFNAMSIZ less the terminating zero. */
    public static final int MAX_INTERFACE_NAME = 15;

    private static final Pattern NAMESPACE = Pattern.compile(PREFIX + "-([0-9]{1,7})-.+");
    private static final Pattern LINK = Pattern.compile(PREFIX + "([0-9]{1,7})[boi][0-9]*");

    private NetworkNames() {
    }

    /** Namespace names are file names under /run/netns, so a host's whole name fits. */
    public static String namespace(long owner, String host) {
        return PREFIX + "-" + owner + "-" + host;
    }

    /** The bridge in the root namespace, where the supervisor listens. */
    public static String bridge(long owner) {
        return checked(PREFIX + owner + "b");
    }

    /** The root namespace's end of host N's veth pair, a port of the bridge. */
    public static String outerDevice(long owner, int host) {
        return checked(PREFIX + owner + "o" + host);
    }

    /** Host N's end of its veth pair, inside its namespace. */
    public static String innerDevice(long owner, int host) {
        return checked(PREFIX + owner + "i" + host);
    }

    /** The run that owns a namespace of ours, or empty when the name is not ours. */
    public static OptionalLong ownerOfNamespace(String name) {
        return owner(NAMESPACE.matcher(name));
    }

    /** The run that owns an interface of ours, or empty when the name is not ours. */
    public static OptionalLong ownerOfLink(String name) {
        return owner(LINK.matcher(name));
    }

    private static OptionalLong owner(Matcher matcher) {
        return matcher.matches() ? OptionalLong.of(Long.parseLong(matcher.group(1))) : OptionalLong.empty();
    }

    /** pid_max is at most 2^22, 7 digits, and host numbers have 2: every name fits, and this says so if not. */
    private static String checked(String name) {
        if (name.length() > MAX_INTERFACE_NAME) {
            throw new IllegalArgumentException("interface name " + name + " is longer than " + MAX_INTERFACE_NAME
                    + " characters");
        }
        return name;
    }
}
